import { type ReactNode, useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { adminLinks } from "./admin-links";
import "./admin.css";

/** The frame of every admin screen: back to the app, the admin nav, the screen's title. */
export function AdminLayout({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-10">
      <title>{`${title} · Admin · Saideira`}</title>
      <header className="flex items-center justify-between gap-3 lg:col-span-2">
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Painel
        </Link>
        <span className="rounded-full bg-accent/20 px-3 py-1 text-xs font-bold tracking-wide text-accent uppercase">
          Admin
        </span>
      </header>
      <AdminNav />
      <main className="grid content-start gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-3xl font-black">{title}</h1>
            {intro && <p className="max-w-2xl text-muted">{intro}</p>}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}

/** Chips scrolling sideways on phones, a sidebar on large screens. */
function AdminNav() {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the current screen's chip may sit off to the right: bring it into view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" });
  }, []);
  return (
    <nav
      aria-label="Telas de admin"
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:sticky lg:top-6 lg:mx-0 lg:self-start lg:overflow-visible lg:px-0"
    >
      <ul ref={list} className="flex w-max gap-2 lg:grid lg:w-auto lg:gap-1">
        {adminLinks.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition lg:flex lg:rounded-xl ${
                  isActive
                    ? "bg-brand text-brand-ink"
                    : "border border-line bg-surface text-ink hover:border-brand lg:border-transparent lg:bg-transparent lg:hover:bg-surface"
                }`
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
