import type { ReactNode } from "react";

/** Eyebrow + h2 + optional lead paragraph, shared by the landing's sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "text-center lg:text-left";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      <p className="text-sm font-bold tracking-widest text-accent uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-muted">{children}</p> : null}
    </div>
  );
}
