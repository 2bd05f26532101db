import { Link } from "react-router";
import { LegalLayout } from "./legal-layout";

export function TermsOfServiceScreen() {
  return (
    <LegalLayout title="Termos de Serviço" updatedAt="21 de novembro de 2026">
      <p>
        Estes termos regem o uso do Saideira, um aplicativo web de jogos de festa para jogar com os
        amigos em um único aparelho, passado de mão em mão. Leia com calma: eles existem para que a
        diversão continue segura para todo mundo.
      </p>

      <h2>1. Aceitação</h2>
      <p>
        Ao usar o Saideira, com ou sem conta, você concorda com estes Termos de Serviço e com a
        nossa <Link to="/politica-de-privacidade">Política de Privacidade</Link>. Se não concordar,
        não use o serviço.
      </p>

      <h2>2. Somente para maiores de 18 anos</h2>
      <p>
        No Brasil, a venda e o fornecimento de bebidas alcoólicas a menores de 18 anos são
        proibidos. Por isso, o Saideira é destinado exclusivamente a pessoas com 18 anos ou mais. Ao
        usar o aplicativo e ao confirmar a sua idade no perfil, você declara ser maior de idade. Se
        houver menores por perto, não jogue com álcool.
      </p>

      <h2>3. Beba com responsabilidade</h2>
      <p>
        O Saideira é um jogo, não um desafio de resistência. A bebida é opcional em todas as
        rodadas.
      </p>
      <section
        aria-labelledby="responsible-drinking-rules"
        className="mt-6 rounded-2xl border-2 border-brand bg-surface p-5 sm:p-6"
      >
        <h3 id="responsible-drinking-rules" className="mt-0! text-lg text-brand!">
          As regras da casa
        </h3>
        <ul className="text-ink!">
          <li>
            <strong>Ninguém é obrigado a beber.</strong> Nunca pressione ninguém, nem “de
            brincadeira”.
          </li>
          <li>
            <strong>Existe o modo sem álcool:</strong> nele, as doses viram água ou uma prenda.
          </li>
          <li>
            <strong>Beba água</strong> entre uma bebida e outra.
          </li>
          <li>
            <strong>Se beber, não dirija.</strong> Volte de táxi, de aplicativo ou com alguém que
            não bebeu.
          </li>
          <li>
            <strong>Qualquer pessoa pode pular</strong> qualquer desafio ou dose, a qualquer
            momento, sem precisar se explicar.
          </li>
          <li>
            <strong>Em caso de emergência, ligue para o SAMU: 192.</strong>
          </li>
        </ul>
      </section>

      <h2>4. Consentimento e respeito no conteúdo +18</h2>
      <p>
        Alguns desafios são mais picantes e só aparecem quando a opção de exibir conteúdo +18 está
        ativada. Neles vale uma regra simples:{" "}
        <strong>só com o consentimento de todos os envolvidos</strong>.
      </p>
      <ul>
        <li>Um “não” encerra o desafio na hora, sem insistência, cobrança ou punição.</li>
        <li>Consentimento pode ser retirado a qualquer momento, mesmo depois de começar.</li>
        <li>Quem bebeu demais não está em condições de consentir.</li>
        <li>Não fotografe, não filme e não compartilhe nada de ninguém sem autorização.</li>
      </ul>

      <h2>5. Conduta dos usuários</h2>
      <p>Ao usar o Saideira, você se compromete a não:</p>
      <ul>
        <li>
          usar o aplicativo para constranger, humilhar, assediar ou discriminar qualquer pessoa;
        </li>
        <li>incentivar o consumo excessivo de álcool ou o consumo por menores de idade;</li>
        <li>
          tentar invadir, sobrecarregar, copiar em massa ou burlar os mecanismos de segurança do
          serviço;
        </li>
        <li>usar o Saideira para qualquer finalidade ilegal.</li>
      </ul>

      <h2>6. Contas e segurança</h2>
      <p>
        A conta é opcional: para jogar, não precisa dela. Ela guarda o seu perfil, as suas
        estatísticas e os seus grupos em todos os seus aparelhos. Você pode criar uma conta com
        e-mail e senha ou entrar com o Google. Mantenha a sua senha em sigilo e não compartilhe a
        sua conta. Você é responsável pelo que acontece nela; se suspeitar de uso indevido, troque a
        senha e fale com a gente. Você pode excluir a conta quando quiser em{" "}
        <Link to="/profile">Perfil</Link>.
      </p>

      <h2>7. Conteúdo fornecido por você</h2>
      <p>
        Os nomes dos jogadores que você digita, o nome de exibição e a foto de avatar são de sua
        responsabilidade. Use apelidos ou primeiros nomes, com o conhecimento das pessoas, e não use
        nomes ou imagens ofensivos ou de terceiros sem autorização. Os nomes dos jogadores ficam no
        armazenamento local do aparelho e, quando você está conectado, são espelhados no servidor
        enquanto a partida está ativa, conforme a{" "}
        <Link to="/politica-de-privacidade">Política de Privacidade</Link>.
      </p>

      <h2>8. Propriedade intelectual</h2>
      <p>
        O conteúdo dos jogos, como cartas, perguntas, desafios, textos, regras adaptadas e visual, é
        original do Saideira e protegido pela legislação de direitos autorais. Você pode usá-lo para
        se divertir com os amigos, mas não pode copiá-lo, revendê-lo ou redistribuí-lo sem
        autorização. Os nomes de brincadeiras populares, como Eu Nunca e Sueca, pertencem à cultura
        de todos.
      </p>

      <h2>9. Disponibilidade “no estado em que se encontra”</h2>
      <p>
        O Saideira é oferecido no estado em que se encontra e conforme disponível. Trabalhamos para
        que ele funcione bem, mas não garantimos que estará sempre no ar, livre de erros ou
        compatível com todos os aparelhos. Podemos mudar, pausar ou encerrar jogos e
        funcionalidades.
      </p>

      <h2>10. Limitação de responsabilidade</h2>
      <p>
        Cada pessoa é responsável pelas próprias escolhas, inclusive se, quanto e o que vai beber.
        Na medida permitida pela lei, o Saideira não responde por danos decorrentes do consumo de
        álcool, do descumprimento destes termos ou de atitudes dos participantes durante o jogo.
        Nada nestes termos afasta direitos garantidos pelo Código de Defesa do Consumidor.
      </p>

      <h2>11. Suspensão de contas</h2>
      <p>
        Podemos suspender ou encerrar contas que violem estes termos, coloquem outras pessoas em
        risco ou prejudiquem o funcionamento do serviço. Você também pode encerrar a sua conta a
        qualquer momento.
      </p>

      <h2>12. Mudanças nestes termos</h2>
      <p>
        Podemos atualizar estes termos. A data da última atualização fica sempre no topo desta
        página. Se você continuar usando o Saideira depois de uma mudança, estará de acordo com a
        nova versão.
      </p>

      <h2>13. Lei aplicável e foro</h2>
      <p>
        Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do
        domicílio do usuário para resolver qualquer questão relacionada a eles.
      </p>

      <h2>14. Contato</h2>
      <p>
        Dúvidas sobre estes termos: <a href="mailto:contato@saideira.app">contato@saideira.app</a>.
        Assuntos de privacidade:{" "}
        <a href="mailto:privacidade@saideira.app">privacidade@saideira.app</a>.
      </p>
    </LegalLayout>
  );
}
