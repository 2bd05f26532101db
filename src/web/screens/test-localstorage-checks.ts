import { randomId } from "../../shared/random";
/** Pure local-storage checks for the /test-localstorage developer page. */
export interface StorageCheck {
  name: string;
  /** Resolves with a human-readable detail, or throws when the check fails. */
  run(): Promise<string>;
}

export const TEST_KEY_PREFIX = "saideira_test_";

const BASIC_KEY = `${TEST_KEY_PREFIX}basic`;
const JSON_KEY = `${TEST_KEY_PREFIX}json`;
const EVENT_KEY = `${TEST_KEY_PREFIX}event`;
const QUOTA_KEY = `${TEST_KEY_PREFIX}quota`;

const STORAGE_EVENT_TIMEOUT_MS = 2000;
const IFRAME_LOAD_TIMEOUT_MS = 500;
const MB = 1024 * 1024;
const QUOTA_PROBE_LIMIT_MB = 10;

function formatMb(chars: number): string {
  const mb = Math.floor((chars / MB) * 10) / 10;
  return mb.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function isQuotaError(err: unknown): boolean {
  return (
    err instanceof DOMException &&
    (err.name === "QuotaExceededError" ||
      err.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
      err.code === 22 ||
      err.code === 1014)
  );
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) {
    throw new Error(
      `${what}: esperado ${JSON.stringify(expected)}, obtido ${JSON.stringify(actual)}`,
    );
  }
}

/** Removes every key this page may have written, including leftovers of an interrupted run. */
export function removeTestKeys(): number {
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(TEST_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) window.localStorage.removeItem(key);
  return keys.length;
}

/** Tries to store `chars` characters under the quota key; false when the quota is exceeded. */
function tryWrite(chars: number): boolean {
  try {
    window.localStorage.setItem(QUOTA_KEY, "x".repeat(chars));
    return true;
  } catch (err) {
    if (isQuotaError(err)) return false;
    throw err;
  }
}

/** Grows by 1 MB until it fails, then refines by 0.1 MB from the last size that fitted. */
function probeQuota(): { chars: number; hitLimit: boolean } {
  const limit = QUOTA_PROBE_LIMIT_MB * MB;
  let ok = 0;
  for (let size = MB; size <= limit; size += MB) {
    if (!tryWrite(size)) break;
    ok = size;
  }
  if (ok >= limit) return { chars: ok, hitLimit: true };
  const step = MB / 10;
  for (let size = ok + step; size < ok + MB; size += step) {
    if (!tryWrite(Math.round(size))) break;
    ok = Math.round(size);
  }
  return { chars: ok, hitLimit: false };
}

/** Resolves when the iframe's document has loaded (about:blank may load synchronously). */
function waitForLoad(iframe: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, IFRAME_LOAD_TIMEOUT_MS);
    iframe.addEventListener(
      "load",
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function checkStorageEvent(): Promise<string> {
  const iframe = document.createElement("iframe");
  iframe.src = "about:blank";
  iframe.hidden = true;
  iframe.title = "Teste de evento de storage";
  iframe.setAttribute("aria-hidden", "true");
  iframe.tabIndex = -1;
  const loaded = waitForLoad(iframe);
  document.body.appendChild(iframe);
  try {
    await loaded;
    const frameWindow = iframe.contentWindow;
    if (!frameWindow) throw new Error("O iframe não tem janela acessível.");
    // Touching localStorage makes sure the frame is registered for storage events.
    void frameWindow.localStorage.length;
    const value = `evento-${Date.now()}`;
    const started = performance.now();
    const received = new Promise<number>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        frameWindow.removeEventListener("storage", onStorage);
        reject(new Error(`Nenhum evento recebido em ${STORAGE_EVENT_TIMEOUT_MS / 1000} s.`));
      }, STORAGE_EVENT_TIMEOUT_MS);
      function onStorage(e: StorageEvent) {
        if (e.key !== EVENT_KEY || e.newValue !== value) return;
        window.clearTimeout(timer);
        frameWindow?.removeEventListener("storage", onStorage);
        resolve(performance.now() - started);
      }
      frameWindow.addEventListener("storage", onStorage);
    });
    window.localStorage.setItem(EVENT_KEY, value);
    const elapsed = await received;
    return `Evento recebido pelo iframe em ${Math.round(elapsed)} ms.`;
  } finally {
    iframe.remove();
    window.localStorage.removeItem(EVENT_KEY);
  }
}

/** A fresh list of the seven checks; they share state and must run in order. */
export function createChecks(): StorageCheck[] {
  const written = `valor-${Date.now()}-${randomId(6)}`;
  return [
    {
      name: "Escrita",
      async run() {
        window.localStorage.setItem(BASIC_KEY, written);
        return `Valor gravado em “${BASIC_KEY}”.`;
      },
    },
    {
      name: "Leitura",
      async run() {
        expectEqual(window.localStorage.getItem(BASIC_KEY), written, "Valor lido");
        return `Valor lido confere: “${written}”.`;
      },
    },
    {
      name: "Ida e volta de JSON",
      async run() {
        const original = {
          texto: "ção 🍺",
          listas: [[1, 2], [3, [4, "cinco"]], []],
          aninhado: { nulo: null, verdadeiro: true, numero: 3.14, itens: [{ nome: "Ana" }] },
        };
        const raw = JSON.stringify(original);
        window.localStorage.setItem(JSON_KEY, raw);
        const stored = window.localStorage.getItem(JSON_KEY);
        if (stored === null) throw new Error("O JSON gravado não foi encontrado.");
        const parsed: unknown = JSON.parse(stored);
        expectEqual(JSON.stringify(parsed), raw, "JSON relido");
        const texto = (parsed as { texto?: unknown }).texto;
        expectEqual(texto, "ção 🍺", "Texto com acentos e emoji");
        window.localStorage.removeItem(JSON_KEY);
        return `Objeto com listas aninhadas e “ção 🍺” preservado (${raw.length} caracteres).`;
      },
    },
    {
      name: "Atualização",
      async run() {
        window.localStorage.setItem(BASIC_KEY, "primeiro");
        window.localStorage.setItem(BASIC_KEY, "segundo");
        expectEqual(window.localStorage.getItem(BASIC_KEY), "segundo", "Valor após sobrescrever");
        return "Valor sobrescrito e relido: “segundo”.";
      },
    },
    {
      name: "Remoção",
      async run() {
        window.localStorage.setItem(BASIC_KEY, "para-remover");
        window.localStorage.removeItem(BASIC_KEY);
        expectEqual(window.localStorage.getItem(BASIC_KEY), null, "Valor após remover");
        return "Depois do removeItem, getItem devolve null.";
      },
    },
    { name: "Evento de storage entre abas", run: checkStorageEvent },
    {
      name: "Sondagem de cota",
      async run() {
        try {
          const { chars, hitLimit } = probeQuota();
          if (hitLimit) return `Pelo menos ~${formatMb(chars)} MB (limite da sondagem).`;
          return `Capacidade livre aproximada: ~${formatMb(chars)} MB.`;
        } finally {
          window.localStorage.removeItem(QUOTA_KEY);
        }
      },
    },
  ];
}
