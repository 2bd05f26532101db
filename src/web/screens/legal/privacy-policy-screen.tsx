import { Link } from "react-router";
import { LegalLayout } from "./legal-layout";

type DataItem = {
  data: string;
  details: string;
  purpose: string;
  legalBasis: string;
};

const collectedData: readonly DataItem[] = [
  {
    data: "Dados da conta",
    details:
      "E-mail, nome e senha. A senha é guardada apenas em forma de hash (embaralhada de modo irreversível), nunca em texto puro.",
    purpose: "Criar e manter sua conta e permitir que você entre nela.",
    legalBasis: "Execução de contrato (art. 7º, V, da LGPD).",
  },
  {
    data: "Sessões de acesso",
    details:
      "Registro de cada login, com o endereço IP e o user agent do navegador (tipo de navegador e sistema).",
    purpose:
      "Manter você conectado, proteger a conta, detectar acessos suspeitos e limitar tentativas abusivas.",
    legalBasis: "Legítimo interesse (art. 7º, IX), para a segurança do serviço e dos usuários.",
  },
  {
    data: "Perfil",
    details:
      "Nome de exibição, foto de avatar (opcional), confirmação de que você tem 18 anos ou mais, preferência de bebida (“com álcool” ou “sem álcool”), tipos de jogo favoritos e preferências de som, vibração, exibição de conteúdo +18 e uso da localização.",
    purpose:
      "Personalizar os jogos e exibir conteúdo com álcool e +18 apenas para quem confirmou ser maior de idade.",
    legalBasis: "Execução de contrato (art. 7º, V).",
  },
  {
    data: "Estatísticas de jogo",
    details: "Número de partidas jogadas, vitórias, tempo de jogo e as suas 10 últimas partidas.",
    purpose: "Mostrar o seu histórico e o seu desempenho no perfil.",
    legalBasis: "Execução de contrato (art. 7º, V).",
  },
  {
    data: "Partidas em andamento",
    details:
      "Quando você está conectado, os nomes dos jogadores e a pontuação da partida são espelhados do aparelho para o nosso servidor.",
    purpose: "Guardar uma cópia da partida em andamento vinculada à sua conta.",
    legalBasis: "Execução de contrato (art. 7º, V).",
  },
  {
    data: "Imagens enviadas por administradores",
    details: "Banners e ícones enviados por contas com permissão de administrador.",
    purpose: "Montar as telas e os jogos do Saideira.",
    legalBasis: "Execução de contrato (art. 7º, V).",
  },
];

export function PrivacyPolicyScreen() {
  return (
    <LegalLayout title="Política de Privacidade" updatedAt="21 de novembro de 2026">
      <p>
        Esta política explica, em linguagem direta, quais dados o Saideira trata, para quê, por
        quanto tempo e como você exerce os seus direitos, de acordo com a Lei Geral de Proteção de
        Dados Pessoais (LGPD, Lei nº 13.709/2018).
      </p>

      <h2>1. Quem somos</h2>
      <p>
        O Saideira é um aplicativo web de jogos de festa para jogar com os amigos em um único
        celular, passado de mão em mão: roleta, desafios, Eu Nunca, Sueca, Quem Sou Eu, desenho,
        gira a garrafa, cara ou coroa e outros. O controlador dos dados pessoais é o{" "}
        <strong>Saideira</strong>. Para assuntos de privacidade, escreva para{" "}
        <a href="mailto:privacidade@saideira.app">privacidade@saideira.app</a>.
      </p>

      <h2>2. Quais dados coletamos e por quê</h2>
      <p>
        Você pode jogar sem criar conta. A conta serve para ter o seu perfil, as suas estatísticas e
        os seus grupos em todos os seus aparelhos (e, para quem administra o Saideira, para entrar
        na administração). Se criar uma, tratamos os seguintes dados:
      </p>
      <ul>
        {collectedData.map((item) => (
          <li key={item.data}>
            <strong>{item.data}:</strong> {item.details}
            <br />
            <strong>Finalidade:</strong> {item.purpose}
            <br />
            <strong>Base legal:</strong> {item.legalBasis}
          </li>
        ))}
      </ul>
      <p>
        Se você escolher <strong>entrar com o Google</strong>, recebemos do Google o seu nome e o
        seu e-mail para criar ou acessar a sua conta. Nesse caso, não criamos nem guardamos senha
        para você.
      </p>

      <h2>3. O que fica só no seu aparelho</h2>
      <p>
        Os nomes dos jogadores e o andamento das partidas ficam guardados no armazenamento local
        (local storage) do navegador do aparelho em que vocês estão jogando. Sem conta, também ficam
        só no aparelho a confirmação de maioridade, os ajustes dos jogos (som, vibração, sem álcool,
        conteúdo +18), os grupos salvos e o registro das partidas terminadas: nada disso é enviado
        ao nosso servidor. Para apagá-los, basta limpar os dados do site nas configurações do
        navegador.
      </p>
      <p>
        Quando você cria uma conta ou entra nela neste aparelho, as partidas, os grupos e os ajustes
        guardados aqui passam para a sua conta, uma única vez. Depois disso, os grupos passam a
        ficar na conta, e não mais no aparelho.
      </p>

      <h2>4. Cookies e armazenamento local</h2>
      <ul>
        <li>
          <strong>Cookie de sessão:</strong> usamos um único cookie, estritamente necessário, para
          manter você conectado. Ele é do tipo httpOnly, ou seja, não pode ser lido por scripts da
          página.
        </li>
        <li>
          <strong>Armazenamento local:</strong> usado para guardar os dados dos jogos no próprio
          aparelho, como explicado acima.
        </li>
      </ul>
      <p>
        Não usamos cookies de publicidade, de análise ou de rastreamento, nem ferramentas de
        rastreamento de terceiros.
      </p>

      <h2>5. Localização</h2>
      <p>
        A localização só é usada se você ativar a opção <strong>“Usar minha localização”</strong> no
        seu perfil. Ela vem desligada por padrão. Quando ativada, as coordenadas são usadas apenas
        no seu aparelho e <strong>não são enviadas nem guardadas no nosso servidor</strong>. A base
        legal é o seu consentimento (art. 7º, I), que você pode retirar a qualquer momento
        desligando a opção.
      </p>

      <h2>6. Por quanto tempo guardamos os dados</h2>
      <ul>
        <li>
          <strong>Partidas em andamento</strong> espelhadas no servidor: apagadas após 24 horas sem
          atividade.
        </li>
        <li>
          <strong>Sessões de acesso</strong>: até expirarem ou serem encerradas, e sempre apagadas
          junto com a conta.
        </li>
        <li>
          <strong>Conta, perfil e estatísticas</strong>: enquanto a sua conta existir. Ao excluir a
          conta, eles são apagados na hora.
        </li>
      </ul>

      <h2>7. Compartilhamento</h2>
      <p>
        Não vendemos, não alugamos e não compartilhamos os seus dados para publicidade. Não há
        anúncios no Saideira. A única exceção é o <strong>Google</strong>, e somente se você
        escolher entrar com a sua conta Google: nesse caso, o login acontece no Google e também vale
        a política de privacidade dele. Os dados ficam armazenados nos servidores onde esta
        instância do Saideira está hospedada. Também poderemos fornecer dados se formos obrigados
        por lei ou por ordem judicial.
      </p>

      <h2>8. Segurança</h2>
      <p>
        Guardamos senhas apenas como hash, usamos um cookie de sessão inacessível a scripts,
        registramos os acessos para identificar uso indevido e limitamos tentativas repetidas de
        login. Nenhum sistema é totalmente imune a falhas; se acontecer um incidente de segurança
        que possa causar risco ou dano relevante, avisaremos as pessoas afetadas e a Autoridade
        Nacional de Proteção de Dados (ANPD), como determina a LGPD.
      </p>

      <h2>9. Seus direitos</h2>
      <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
      <ul>
        <li>confirmação de que tratamos os seus dados;</li>
        <li>acesso aos seus dados;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>eliminação dos seus dados;</li>
        <li>portabilidade dos dados para outro serviço;</li>
        <li>informação sobre com quem os dados são compartilhados;</li>
        <li>revogação do consentimento, como no caso da localização.</li>
      </ul>
      <p>
        Muita coisa você resolve sozinho: pode corrigir o perfil, desligar a localização e excluir a
        conta direto em <Link to="/profile">Perfil</Link>. Para os demais pedidos, escreva para{" "}
        <a href="mailto:privacidade@saideira.app">privacidade@saideira.app</a> a partir do e-mail da
        sua conta, para que possamos confirmar que é você. Responderemos nos prazos previstos na
        LGPD. Você também pode apresentar reclamação à ANPD.
      </p>

      <h2>10. Como excluir a sua conta</h2>
      <ol>
        <li>Entre na sua conta.</li>
        <li>
          Abra a página <Link to="/profile">Perfil</Link>.
        </li>
        <li>
          Toque em <strong>“Excluir minha conta”</strong> e confirme.
        </li>
      </ol>
      <p>
        A exclusão é imediata: apagamos a sua conta, as sessões de acesso, as estatísticas e os
        arquivos que você enviou. Os dados guardados no armazenamento local do aparelho não passam
        pelo servidor; para apagá-los, limpe os dados do site no navegador.
      </p>

      <h2>11. Menores de idade</h2>
      <p>
        O Saideira não se destina a menores de 18 anos, e ninguém com menos de 18 anos pode usá-lo.
        Se você souber de uma conta criada por um menor de idade, avise-nos em{" "}
        <a href="mailto:privacidade@saideira.app">privacidade@saideira.app</a> para que ela seja
        excluída.
      </p>

      <h2>12. Mudanças nesta política</h2>
      <p>
        Podemos atualizar esta política quando o Saideira mudar ou a lei exigir. A data da última
        atualização fica sempre no topo desta página. Se a mudança afetar algo que depende do seu
        consentimento, pediremos o seu consentimento de novo.
      </p>

      <h2>13. Contato</h2>
      <ul>
        <li>
          Privacidade e pedidos da LGPD:{" "}
          <a href="mailto:privacidade@saideira.app">privacidade@saideira.app</a>
        </li>
        <li>
          Outros assuntos: <a href="mailto:contato@saideira.app">contato@saideira.app</a>
        </li>
      </ul>
      <p>
        Veja também os nossos <Link to="/termos-de-servico">Termos de Serviço</Link>.
      </p>
    </LegalLayout>
  );
}
