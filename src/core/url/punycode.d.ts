// The ES module build of the `punycode` package. Imported by path: the bare name `punycode` is Node's deprecated
// built-in module, which Node prefers over the package.
declare module 'punycode/punycode.es6.js' {
  /** RFC 3492 decoding of a label without its `xn--` prefix; throws a RangeError on invalid input. */
  export function decode(input: string): string;
}
