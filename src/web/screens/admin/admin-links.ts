import {
  Flag,
  Image,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Smartphone,
  Sparkles,
  Tags,
  Upload,
  Users,
} from "lucide-react";

export interface AdminLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** Every admin screen, in the order of the nav. */
export const adminLinks: readonly AdminLink[] = [
  { to: "/admin", label: "Visão geral", description: "Números do app", icon: LayoutDashboard },
  {
    to: "/admin/banners",
    label: "Banners",
    description: "Imagens e textos do carrossel do painel",
    icon: Image,
  },
  {
    to: "/admin/icons",
    label: "Ícones",
    description: "O ícone de cada jogo, com volta ao padrão",
    icon: Sparkles,
  },
  {
    to: "/admin/direct-icons-upload",
    label: "Upload direto",
    description: "Envie um ícone para qualquer chave",
    icon: Upload,
  },
  {
    to: "/admin/featured-tags",
    label: "Etiquetas",
    description: "Novo, Popular, Em alta e +18 nos cards",
    icon: Tags,
  },
  {
    to: "/admin/install-prompt",
    label: "Instalação",
    description: "Convite para instalar o app",
    icon: Smartphone,
  },
  {
    to: "/admin/geo-test",
    label: "Teste de GPS",
    description: "Confira a localização deste aparelho",
    icon: MapPin,
  },
  {
    to: "/admin/crm",
    label: "Usuários",
    description: "Busca, acesso de admin, desativação e CSV",
    icon: Users,
  },
  {
    to: "/admin/baralhos",
    label: "Baralhos",
    description: "Denúncias de baralhos compartilhados",
    icon: Flag,
  },
];
