// A Vite plugin: each lazy chunk's stylesheet (a game's, admin's) leaves out what the core has.
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

/**
 * The class candidates Tailwind finds in the core stylesheet's sources, as its Vite plugin does.
 * @param {string} coreFile
 * @returns {Promise<string[]>}
 */
async function coreCandidates(coreFile) {
  const compiler = await compile(readFileSync(coreFile, "utf8"), {
    base: path.dirname(coreFile),
    onDependency: () => {},
  });
  const root =
    compiler.root === "none"
      ? []
      : [{ ...(compiler.root ?? { base: process.cwd(), pattern: "**/*" }), negated: false }];
  return new Scanner({ sources: [...root, ...compiler.sources] }).scan();
}

/**
 * Why: Tailwind orders utilities within one sheet (a variant after the plain utility it overrides),
 * but a game's sheet comes after the core one. A copy of a core plain utility in a game's sheet
 * would outrank the core's variant on a core element: after a game, the dashboard's
 * `text-xl @md:text-2xl` titles shrank on a desktop. So every CSS file under src/ other than the
 * core one gets `@source not inline(...)` with the core's plain candidates. Variants stay copied:
 * a game element's `sm:-mx-6 lg:mx-0` needs both in its own sheet, in Tailwind's order, when the
 * core has only `lg:mx-0` (docs/decisions/043-css-per-route.md). Builds only.
 *
 * @param {string} coreFile absolute path of the core stylesheet
 * @returns {import("vite").Plugin}
 */
export function chunkCss(coreFile) {
  /** @type {Promise<string[]> | undefined} */
  let core;
  return {
    name: "saideira:chunk-css",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (
        !file.endsWith(".css") ||
        file === coreFile ||
        !file.includes(`${path.sep}src${path.sep}`)
      )
        return;
      core ??= coreCandidates(coreFile);
      // A candidate Tailwind's inline list cannot carry stays in both sheets (a copy).
      const skip = (await core).filter((c) => !c.includes(":") && !/["\\{}\s]/.test(c));
      return `${code}\n@source not inline(${JSON.stringify(skip.join(" "))});\n`;
    },
  };
}
