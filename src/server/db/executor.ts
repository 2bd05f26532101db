import type { Db } from "./client";

/** A transaction handle, usable wherever the database is. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
