import type { ComponentProps, MouseEvent } from "react";
import { createPath, type NavigateOptions, resolve, type To } from "./history";
import { useLocation, useNavigate } from "./routing";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & NavigateOptions & { to: To };

/**
 * A real `<a href>`: a plain click moves within the app; a click with a modifier key, another
 * button, a `target` or a `download` is left to the browser (new tab, save...). A link to the
 * page already shown replaces its entry instead of adding one, as React Router's did.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = resolve(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== "_self") ||
      rest.download != null ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} href={href} onClick={follow} />;
}

/** Lowercase, no trailing slash: how routes compare paths. */
const normal = (path: string) => path.toLowerCase().replace(/(.)\/+$/, "$1");

/**
 * A link that knows it is the current page: `aria-current="page"` and `className({ isActive })`.
 * It is active on its own path and, unless `end`, on the paths below it.
 */
export function NavLink({
  end,
  className,
  ...rest
}: Omit<LinkProps, "className"> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const location = useLocation();
  const here = normal(location.pathname);
  const target = normal(new URL(resolve(rest.to, location), "http://x").pathname);
  const isActive = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...rest}
    />
  );
}
