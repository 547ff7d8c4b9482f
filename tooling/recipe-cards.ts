import sharp from "sharp";

/**
 * Recipe cards drawn for the photo and PDF imports' tests and benchmark: a recipe as a cook
 * would photograph it (SVG text rendered by sharp, in several fonts and layouts, optionally
 * turned, blurred, on paper, through JPEG) and as a PDF with a real text layer.
 */
export type CardRecipe = {
  /** The language it is written in, for the benchmark's figures per language. */
  language: "English" | "German" | "French" | "Spanish";
  name: string;
  yieldLine: string;
  timeLine: string;
  ingredientsHeading: string;
  ingredients: string[];
  methodHeading: string;
  steps: string[];
};

export const SAMPLE_CARDS: CardRecipe[] = [
  {
    language: "English",
    name: "Lemon Drizzle Cake",
    yieldLine: "Serves 8",
    timeLine: "Prep time: 15 minutes   Cook time: 45 minutes",
    ingredientsHeading: "Ingredients",
    ingredients: ["225 g unsalted butter, softened", "225 g caster sugar", "4 eggs", "275 g self-raising flour", "1 lemon, zested"],
    methodHeading: "Method",
    steps: ["Heat the oven to 180C and line a loaf tin.", "Beat the butter and sugar until pale, then add the eggs.", "Fold in the flour and zest and bake for 45 minutes."],
  },
  {
    language: "English",
    name: "Quick Tomato Soup",
    yieldLine: "Serves 4",
    timeLine: "Prep time: 10 minutes   Cook time: 25 minutes",
    ingredientsHeading: "Ingredients",
    ingredients: ["1 tbsp olive oil", "1 onion, chopped", "2 garlic cloves, crushed", "2 x 400 g tins chopped tomatoes", "500 ml vegetable stock"],
    methodHeading: "Method",
    steps: ["Soften the onion in the oil for 5 minutes.", "Add the garlic, tomatoes and stock and simmer for 20 minutes.", "Blend until smooth and season to taste."],
  },
  {
    language: "German",
    name: "Apfelkuchen",
    yieldLine: "Für 12 Stücke",
    timeLine: "Backzeit: 40 Minuten",
    ingredientsHeading: "Zutaten",
    ingredients: ["200 g Mehl", "150 g Zucker", "3 Eier", "125 g Butter", "4 Äpfel"],
    methodHeading: "Zubereitung",
    steps: ["Den Ofen auf 180 Grad vorheizen.", "Butter, Zucker und Eier schaumig rühren, dann das Mehl unterheben.", "Die Äpfel darauf legen und 40 Minuten backen."],
  },
  {
    language: "French",
    name: "Crêpes au sucre",
    yieldLine: "Pour 6 personnes",
    timeLine: "Cuisson : 20 minutes",
    ingredientsHeading: "Ingrédients",
    ingredients: ["250 g de farine", "4 œufs", "500 ml de lait", "50 g de beurre fondu", "2 cuillères à soupe de sucre"],
    methodHeading: "Préparation",
    steps: ["Mélanger la farine et les œufs.", "Ajouter le lait peu à peu, puis le beurre.", "Cuire les crêpes dans une poêle chaude."],
  },
  {
    language: "Spanish",
    name: "Tortilla de patatas",
    yieldLine: "Para 4 personas",
    timeLine: "Tiempo total: 45 minutos",
    ingredientsHeading: "Ingredientes",
    ingredients: ["4 patatas medianas", "6 huevos", "1 cebolla", "100 ml de aceite de oliva", "1 cucharadita de sal"],
    methodHeading: "Preparación",
    steps: ["Pelar y cortar las patatas en láminas finas.", "Freír las patatas y la cebolla a fuego lento.", "Batir los huevos, mezclar y cuajar la tortilla por los dos lados."],
  },
  // Three more in German, French and Spanish, so each language has two recipes in the benchmark.
  {
    language: "German",
    name: "Kaiserschmarrn",
    yieldLine: "Für 2 Portionen",
    timeLine: "Zubereitungszeit: 30 Minuten",
    ingredientsHeading: "Zutaten",
    ingredients: ["4 Eier", "250 ml Milch", "125 g Mehl", "1 Prise Salz", "2 EL Zucker", "30 g Rosinen"],
    methodHeading: "Zubereitung",
    steps: ["Die Eier trennen und das Eiweiß steif schlagen.", "Milch, Mehl, Eigelb, Zucker und Salz glatt rühren.", "In heißer Butter backen, zerreißen und mit Puderzucker bestäuben."],
  },
  {
    language: "French",
    name: "Soupe à l'oignon",
    yieldLine: "Pour 4 personnes",
    timeLine: "Préparation : 15 minutes   Cuisson : 45 minutes",
    ingredientsHeading: "Ingrédients",
    ingredients: ["4 gros oignons", "50 g de beurre", "1 cuillère à soupe de farine", "1,5 l de bouillon de volaille", "100 g de gruyère râpé"],
    methodHeading: "Préparation",
    steps: ["Émincer les oignons et les faire dorer dans le beurre.", "Saupoudrer de farine, puis mouiller avec le bouillon.", "Laisser mijoter 30 minutes à feu doux et servir avec le fromage."],
  },
  {
    language: "Spanish",
    name: "Gazpacho andaluz",
    yieldLine: "Para 6 personas",
    timeLine: "Tiempo de preparación: 20 minutos",
    ingredientsHeading: "Ingredientes",
    ingredients: ["1 kg de tomates maduros", "1 pimiento verde", "1 pepino", "1 diente de ajo", "50 ml de aceite de oliva virgen extra", "2 cucharadas de vinagre de Jerez"],
    methodHeading: "Preparación",
    steps: ["Lavar y trocear los tomates, el pimiento y el pepino.", "Triturar todo con el ajo, el aceite y el vinagre.", "Colar, salar al gusto y servir muy frío."],
  },
];

export type CardStyle = {
  font?: string;
  /** Ingredients and method side by side. */
  columns?: 1 | 2;
  /** Degrees the photo is turned by. */
  rotate?: number;
  blur?: number;
  /** A paper's grain and tint behind the text. */
  paper?: boolean;
  /** JPEG quality (artefacts below ~40). */
  jpegQuality?: number;
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function cardSvg(recipe: CardRecipe, { font = "DejaVu Serif", columns = 1 }: CardStyle): string {
  const width = columns === 2 ? 1800 : 1200;
  const text: string[] = [];
  const line = (x: number, y: number, size: number, content: string, weight = "normal") =>
    text.push(`<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="#222">${escape(content)}</text>`);
  let y = 100;
  line(70, y, 54, recipe.name, "bold");
  y += 70;
  line(70, y, 30, recipe.yieldLine);
  y += 48;
  line(70, y, 30, recipe.timeLine);
  y += 80;
  const top = y;
  line(70, y, 38, recipe.ingredientsHeading, "bold");
  y += 56;
  for (const ingredient of recipe.ingredients) {
    line(90, y, 30, ingredient);
    y += 48;
  }
  let x = 70;
  if (columns === 2) {
    x = 900;
    y = top;
  } else y += 40;
  line(x, y, 38, recipe.methodHeading, "bold");
  y += 56;
  recipe.steps.forEach((step, index) => {
    line(x + 20, y, 30, `${index + 1}. ${step.length > 52 && columns === 2 ? step.slice(0, step.lastIndexOf(" ", 50)) : step}`);
    if (step.length > 52 && columns === 2) {
      y += 44;
      line(x + 58, y, 30, step.slice(step.lastIndexOf(" ", 50) + 1));
    }
    y += 52;
  });
  const height = Math.max(y, top + 56 + recipe.ingredients.length * 48) + 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fffdf7"/>${text.join("")}</svg>`;
}

/** A card as a phone would send it: JPEG, turned, blurred and on paper as the style says. */
export async function recipeCardPhoto(recipe: CardRecipe, style: CardStyle = {}): Promise<Buffer> {
  let image = sharp(Buffer.from(cardSvg(recipe, style)));
  if (style.paper) {
    const { width = 1200, height = 1000 } = await image.metadata();
    const grain = Buffer.alloc(width * height);
    for (let index = 0; index < grain.length; index++) grain[index] = 200 + ((index * 2654435761) >>> 27);
    const paper = await sharp(grain, { raw: { width, height, channels: 1 } }).blur(1.2).tint({ r: 236, g: 224, b: 196 }).png().toBuffer();
    image = sharp(await sharp(paper).composite([{ input: await image.png().toBuffer(), blend: "multiply" }]).png().toBuffer());
  }
  if (style.rotate) image = sharp(await image.rotate(style.rotate, { background: "#8a8378" }).png().toBuffer());
  if (style.blur) image = image.blur(style.blur);
  return image.jpeg({ quality: style.jpegQuality ?? 85 }).toBuffer();
}

/** The card's text as it reads, one line a list item. */
export function recipeCardText(recipe: CardRecipe): string[] {
  return [recipe.name, recipe.yieldLine, recipe.timeLine, recipe.ingredientsHeading, ...recipe.ingredients, recipe.methodHeading, ...recipe.steps.map((step, index) => `${index + 1}. ${step}`)];
}

/**
 * A PDF whose pages hold these lines as real text (Helvetica, WinAnsi), written by hand so the
 * tests need no PDF library: one page per list of lines.
 */
export function textPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // the page tree, filled in below
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const lines of pages) {
    const winAnsi = (text: string) => Buffer.from(text, "latin1").toString("latin1").replace(/[\\()]/g, "\\$&");
    const stream = `BT /F1 14 Tf 16 TL 50 790 Td ${lines.map((line) => `(${winAnsi(line)}) Tj T*`).join(" ")} ET`;
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A scanned PDF: each JPEG a page of its own, filling an A4 page, with no text layer. */
export function imagePdf(pages: { jpeg: Buffer; width: number; height: number }[]): Buffer {
  const parts: Buffer[] = [];
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"));
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("");
  const kids: number[] = [];
  for (const { jpeg, width, height } of pages) {
    add(Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`, "latin1"), jpeg, Buffer.from("\nendstream", "latin1")]));
    const image = objects.length;
    const pageWidth = 595;
    const pageHeight = Math.round((595 * height) / width);
    const draw = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im1 Do Q`;
    add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im1 ${image} 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`, "latin1");
  parts.push(Buffer.from("%PDF-1.4\n", "latin1"));
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(object);
    length += object.length;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}
