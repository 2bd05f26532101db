import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "./match";

const paths = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((m) => m.route.path ?? "(layout)");

describe("matchRoutes", () => {
  const routes: RouteObject[] = [
    {
      children: [
        { path: "/s/:code" },
        { path: "/s/:code/tela" },
        { path: "/s/novo" },
        { children: [{ path: "/admin" }, { path: "/admin/crm" }] },
        { path: "*" },
      ],
    },
  ];

  it("prefers a static segment to a parameter, whatever the order they were declared in", () => {
    expect(paths(routes, "/s/novo")).toEqual(["(layout)", "/s/novo"]);
    expect(paths(routes, "/s/ABCD")).toEqual(["(layout)", "/s/:code"]);
    expect(paths(routes, "/s/ABCD/tela")).toEqual(["(layout)", "/s/:code/tela"]);
  });

  it("gives the layouts above the page, outermost first, and leaves the rest to the splat", () => {
    expect(paths(routes, "/admin/crm")).toEqual(["(layout)", "(layout)", "/admin/crm"]);
    expect(paths(routes, "/admin/nada")).toEqual(["(layout)", "*"]);
    expect(matchRoutes(routes, "/qualquer/coisa")?.at(-1)?.params).toEqual({
      "*": "qualquer/coisa",
    });
  });

  it("reads parameters decoded, and matches regardless of case and a trailing slash", () => {
    expect(matchRoutes(routes, "/s/Ol%C3%A1%20mundo")?.at(-1)?.params).toEqual({
      code: "Olá mundo",
    });
    expect(matchRoutes(routes, "/s/a%2Fb")?.at(-1)?.params).toEqual({ code: "a/b" });
    expect(paths(routes, "/Admin/CRM/")).toEqual(["(layout)", "(layout)", "/admin/crm"]);
    expect(matchRoutes(routes, "/s/%E0%A4%A")?.at(-1)?.route.path).toBe("/s/:code");
  });

  it("matches nothing when no route and no splat fit", () => {
    expect(matchRoutes([{ path: "/a" }], "/b")).toBeNull();
    expect(paths([{ path: "/a/*" }], "/a")).toEqual(["/a/*"]);
    expect(matchRoutes([{ path: "/a/*" }], "/a/b/c")?.[0]?.params).toEqual({ "*": "b/c" });
  });

  it("tries routes of equal rank in the order they were declared", () => {
    const twins: RouteObject[] = [
      { path: "/x", handle: "first" },
      { path: "/x", handle: "second" },
    ];
    expect(matchRoutes(twins, "/x")?.[0]?.route.handle).toBe("first");
  });
});
