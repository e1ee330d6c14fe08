import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGS, type Lang } from '../../contracts/match.ts';
import { ApiError } from './envelope.ts';

const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../locales');
/** Namespaces the server words messages from: call errors (the same files the app shows), SMS, payment channel names. */
const NAMESPACES = [
  'validation',
  'sms',
  'rooms',
  'dynamics',
  'comments',
  'videos',
  'wallet',
  'chat-service',
  'circles',
  'fun-guess',
  'experts',
] as const;

type Catalogue = Record<string, unknown>;
const catalogues = new Map<string, Catalogue>();

function catalogue(lang: Lang, ns: string): Catalogue {
  const key = `${lang}/${ns}`;
  let found = catalogues.get(key);
  if (!found) {
    found = JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Catalogue;
    catalogues.set(key, found);
  }
  return found;
}

/** The caller's language: the app sends its `lang` setting as a header; Chinese by default. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers.lang;
  const value = Array.isArray(header) ? header[0] : header;
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : 'zh';
}

/** `validation:password.tooShort` in the caller's language, with `{{name}}` filled in. */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['validation', key];
  if (!(NAMESPACES as readonly string[]).includes(ns)) return key;
  let node: unknown = catalogue(lang, ns);
  for (const part of rest.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A `code 1` error whose message is a catalogue key, said in the caller's language. */
export function userError(
  request: Pick<FastifyRequest, 'headers'>,
  key: string,
  vars?: Record<string, string | number>,
): ApiError {
  return new ApiError(translate(requestLang(request), key, vars));
}

/** Throws the rule's message when a shared check found a problem. */
export function assertRule(request: Pick<FastifyRequest, 'headers'>, rule: string | null): void {
  if (rule) throw userError(request, rule);
}
