import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-5 py-3 text-base font-semibold transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:shrink-0";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-brand-ink hover:brightness-110",
  secondary: "border border-line bg-surface-2 text-ink hover:bg-surface",
  ghost: "text-ink hover:bg-white/10",
  danger: "bg-red-700 text-white hover:bg-red-600",
};

/** Shared classes so links can look like buttons too. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
