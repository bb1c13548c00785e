declare module 'vnu-jar' {
  /** The path of the W3C Nu HTML Checker's jar (`java -jar <path>`); the package exports it as a String object. */
  const vnuJar: string;
  export default vnuJar;
}
