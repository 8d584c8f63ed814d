/**
 * `@docusaurus/Translate` for modules read in Node rather than in a Docusaurus bundle
 * (docusaurus.config.ts reading the route table, the browser tests reading data modules):
 * every message is its English default, with `{name}` placeholders filled in, as the en build
 * shows it. Other locales are translated by the build itself.
 */
type Message = {readonly message: string; readonly id?: string; readonly description?: string};

export function translate({message}: Message, values?: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}

export default function Translate(): never {
  throw new Error('<Translate> renders only in React; Node reads translate() defaults');
}
