import type { Plugin } from "vite";

export function chunkCss(coreFile: string): Plugin;
