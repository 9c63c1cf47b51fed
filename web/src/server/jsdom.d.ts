/** The part of jsdom the renderer tests use to read the HTML (jsdom ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
