/**
 * The words after the amount: the ingredient's name, its preparation ("finely chopped") and any
 * comment ("to taste", "(about 2 lemons)"). Every step is a single left-to-right scan.
 */

/** Words that say what to do to an ingredient, never what it is. */
const PREPARATION_WORDS = new Set(
  (
    "chopped diced sliced minced grated crushed beaten melted softened peeled deseeded cored trimmed halved quartered " +
    "drained rinsed toasted cooked shredded torn cubed julienned pitted stoned zested juiced sifted mashed pureed puréed " +
    "crumbled cut separated whisked warmed chilled thawed defrosted squeezed snipped segmented skinned boned deboned " +
    "boiled roasted cleaned scrubbed washed picked shelled hulled bashed bruised dissolved soaked blanched flaked " +
    "finely roughly coarsely thinly thickly freshly lightly very well loosely firmly packed sieved lukewarm"
  ).split(" "),
);
/** Words that may join preparation words ("peeled and chopped", "cut into cubes"). */
const PREPARATION_JOINERS = new Set(["and", "into", "in", "then", "or", "to"]);
/** Endings that are comments wherever they stand in the name ("salt to taste", "oil for frying", "Salz nach Belieben", "sal al gusto"). */
const COMMENT_TAIL = /\s*,?\s*\b(to taste|to serve|to garnish|for (?:frying|greasing|dusting|serving|garnish|the \w+|decoration|brushing|drizzling|sprinkling)|optional|plus (?:extra|more)\b.*|or (?:more|less|as needed)\b.*|as needed|if needed|at room temperature|room temperature|nach (?:belieben|geschmack|bedarf)|zum (?:bestreuen|braten|anbraten|servieren|garnieren|bestäuben|einfetten)|für die form|au goût|selon (?:le )?goût|pour (?:la cuisson|le moule|servir|la friture|décorer)|facultatif|al gusto|a gusto|para (?:freír|servir|decorar|untar|el molde)|opcional)$/i;
/** "freshly ground", "finely ground": "ground" alone is part of a name (ground cumin). */
const ADVERBS = new Set(["finely", "roughly", "coarsely", "thinly", "thickly", "freshly", "lightly", "very", "well", "loosely", "firmly"]);

export type NameParts = { name: string; preparation: string | null; comment: string | null; descriptor: string | null };

const SIZES = new Set(["small", "medium", "large", "big", "jumbo", "xl", "extra-large", "extra large"]);

/** Meats sold minced: "minced pork" is a product (mince), not pork to mince. */
const MINCED_MEATS = /^(beef|pork|lamb|chicken|turkey|veal|meat|steak)$/i;

function isPreparationWord(word: string, previous: string | undefined, next?: string): boolean {
  const lower = word.toLowerCase();
  if (lower === "minced" && next !== undefined && MINCED_MEATS.test(next)) return false;
  if (PREPARATION_WORDS.has(lower)) return true;
  return lower === "ground" && previous !== undefined && ADVERBS.has(previous.toLowerCase());
}

/** Parenthesised parts taken out ("(about 2 lemons)"), and the rest with single spaces. */
function takeParentheses(text: string): { rest: string; inside: string[] } {
  const inside: string[] = [];
  let rest = "";
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[") {
      if (depth === 0) current = "";
      else current += char;
      depth += 1;
    } else if ((char === ")" || char === "]") && depth > 0) {
      depth -= 1;
      if (depth === 0) inside.push(current.trim());
      else current += char;
    } else if (depth > 0) current += char;
    else rest += char;
  }
  if (depth > 0) inside.push(current.trim());
  return { rest: rest.replace(/\s+/g, " ").replace(/\s+([,;.])/g, "$1").trim(), inside: inside.filter(Boolean) };
}

/** Words that may follow preparation words in a preparation ("cut into 2cm cubes", "sliced into rings"). */
const PREPARATION_FILLERS =
  /^(cubes|pieces|chunks|slices|strips|rings|wedges|halves|quarters|thin|thick|small|large|bite-size|bite-sized|\d.*|cm|mm|in|inch|dice|florets|matchsticks|lengthways|lengthwise|half|rounds|segments)$/;

function fitsPreparation(word: string, previous: string | undefined): boolean {
  const lower = word.toLowerCase().replace(/[.;]$/, "");
  return isPreparationWord(lower, previous) || PREPARATION_JOINERS.has(lower) || PREPARATION_FILLERS.test(lower);
}

/** Words of a comma-separated part that are all preparation (and joiners): "peeled and chopped". */
function isPreparation(part: string): boolean {
  const words = part.split(" ").filter(Boolean);
  if (words.length === 0 || !isPreparationWord(words[0]!, undefined)) return false;
  return words.every((word, at) => fitsPreparation(word, words[at - 1]));
}

const join = (parts: string[]) => (parts.length > 0 ? parts.join(", ") : null);

/** The name, preparation and comment in the words after an amount. */
export function splitName(text: string): NameParts {
  const { rest, inside } = takeParentheses(text);
  const comments = [...inside];
  const preparations: string[] = [];
  const parts = rest.split(/\s*[,;]\s*|\s+-\s+/).filter(Boolean);
  let head = parts.shift() ?? "";
  for (const part of parts) {
    const tail = COMMENT_TAIL.exec(part);
    if (isPreparation(part)) preparations.push(part);
    else if (tail && tail.index > 0 && isPreparation(part.slice(0, tail.index))) {
      preparations.push(part.slice(0, tail.index));
      comments.push(tail[1]!);
    } else comments.push(part);
  }
  const tail = COMMENT_TAIL.exec(head);
  if (tail && tail.index > 0) {
    comments.unshift(tail[1]!);
    head = head.slice(0, tail.index);
  }
  // Leading sizes and preparation words: "large free-range eggs", "finely chopped onion".
  const words = head.split(" ").filter(Boolean);
  let first = 0;
  const descriptors: string[] = [];
  const leading: string[] = [];
  while (first < words.length - 1) {
    const word = words[first]!.toLowerCase();
    if (SIZES.has(word)) descriptors.push(words[first]!);
    else if (isPreparationWord(word, words[first - 1], words[first + 1]) || (ADVERBS.has(word) && isPreparationWord(words[first + 1]!, word))) {
      leading.push(words[first]!);
    } else if (word === "and" && leading.length > 0) leading.push(words[first]!);
    else break;
    first += 1;
  }
  if (leading.at(-1)?.toLowerCase() === "and") {
    leading.pop();
    first -= 1;
  }
  // Trailing preparation without a comma ("1 onion finely chopped"): the first preparation word
  // from which every word to the end fits a preparation, found walking back once.
  let last = words.length;
  for (let at = words.length - 1; at > first && fitsPreparation(words[at]!, words[at - 1]); at--) {
    const word = words[at]!.toLowerCase();
    if (PREPARATION_WORDS.has(word) || ADVERBS.has(word)) last = at;
  }
  if (last < words.length) preparations.unshift(words.slice(last).join(" "));
  if (leading.length > 0) preparations.unshift(leading.join(" "));
  return {
    name: words.slice(first, last).join(" ").replace(/^of /i, ""),
    preparation: join(preparations),
    comment: join(comments),
    descriptor: descriptors.length > 0 ? descriptors.join(" ") : null,
  };
}
