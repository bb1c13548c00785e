/**
 * The letters an avatar shows when the customer has no picture: the first
 * letter of the first two words of the name ("Sinta Pembeli" → "SP"), or of
 * the email when there is no name, as a reader counts letters (an accented
 * or non-Latin first letter is one letter, never half of one).
 */
export const initialsOf = (name: string, email = ''): string => {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const source = words.length > 0 ? words.slice(0, 2) : [email.trim()].filter((text) => text !== '');
  const letters = source.map(firstLetter).join('');
  return letters === '' ? '?' : letters;
};

/**
 * The first letter or digit of a word, upper-cased, skipping leading marks
 * such as quotes or brackets. One letter even where upper-casing makes more
 * ("ß" → "SS" gives "S").
 */
const firstLetter = (word: string): string => {
  const letter = [...word].find((char) => /\p{L}|\p{N}/u.test(char));
  return letter === undefined ? '' : ([...letter.toLocaleUpperCase('id-ID')][0] ?? '');
};
