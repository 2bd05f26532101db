/**
 * The one-time 18+ confirmation of a guest (decision 024), as the pages and the app share it: the
 * key and value on the device (src/client/age-gate.ts writes them), and what a guest's page drawn
 * by the server does with them before its first paint (decision 056).
 */

/** Set once on this device when someone confirms being 18 or older before the first game. */
export const AGE_CONFIRMED_KEY = "saideira_age_confirmed";
export const AGE_CONFIRMED_VALUE = "1";

/**
 * On `<html>` when this device has confirmed (or confirmed on this page): a guest's page shows
 * its content instead of the question (the page's CSS, below).
 */
export const AGE_CONFIRMED_CLASS = "age-ok";

/**
 * The only inline script of the app, in the head of a guest's page: it reads the stored answer
 * before the first paint, so a device that confirmed never sees the question flash. Its hash is
 * in the CSP's script-src (src/server/http/security.ts); change it there together.
 */
export const AGE_GATE_HEAD_SCRIPT = `try{localStorage.getItem(${JSON.stringify(AGE_CONFIRMED_KEY)})===${JSON.stringify(AGE_CONFIRMED_VALUE)}&&document.documentElement.classList.add(${JSON.stringify(AGE_CONFIRMED_CLASS)})}catch(e){}`;

/**
 * What a guest's page shows: the question until the device has confirmed (also with JavaScript
 * off), then the page itself (`#root`).
 */
export const AGE_GATE_CSS = `html.${AGE_CONFIRMED_CLASS} [data-age-gate]{display:none}html:not(.${AGE_CONFIRMED_CLASS}) #root{display:none}`;
