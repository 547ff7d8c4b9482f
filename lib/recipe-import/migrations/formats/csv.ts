/**
 * CSV as RFC 4180 writes it: comma-separated cells, a cell in double quotes may hold commas, line
 * breaks and doubled quotes (""), rows end with CRLF or LF. Lenient where apps are (text after a
 * closing quote is kept, a lone quote inside an unquoted cell is text), strict where guessing would
 * mix up recipes (a quoted cell that never closes). No CSV package is a dependency of the app.
 *
 * Work: one pass over the text; each character is looked at once (runs of plain text are sliced,
 * quoted cells found with indexOf). Memory: the rows read so far, at most `budget.rows` of at
 * most `budget.cellsPerRow` cells.
 */

export type CsvBudget = { rows: number; cellsPerRow: number };
export type CsvRow = { cells: string[]; line: number };

/** Why a CSV cannot be read, and where: the caller says it in its own words. */
export class CsvProblem extends Error {
  constructor(
    readonly kind: "unclosed_quote" | "too_many_rows" | "too_many_cells",
    readonly line: number,
  ) {
    super(`CSV ${kind} at line ${line}`);
  }
}

const PLAIN = /[^,\r\n"]+/y;

/** Every non-empty row of the text, with the line it starts on. Throws CsvProblem. */
export function readCsv(source: string, budget: CsvBudget): CsvRow[] {
  const text = source.replace(/^\uFEFF/, "");
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let index = 0;

  const endCell = () => {
    cells.push(cell);
    cell = "";
    if (cells.length > budget.cellsPerRow) throw new CsvProblem("too_many_cells", rowLine);
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value !== "")) {
      if (rows.length >= budget.rows) throw new CsvProblem("too_many_rows", rowLine);
      rows.push({ cells, line: rowLine });
    }
    cells = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' && cell === "") {
      const opened = line;
      let content = "";
      index += 1;
      for (;;) {
        const close = text.indexOf('"', index);
        if (close < 0) throw new CsvProblem("unclosed_quote", opened);
        const part = text.slice(index, close);
        content += part;
        for (let at = part.indexOf("\n"); at >= 0; at = part.indexOf("\n", at + 1)) line += 1;
        if (text[close + 1] === '"') {
          content += '"';
          index = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      cell = content;
    } else if (char === ",") {
      endCell();
      index += 1;
    } else if (char === "\r" || char === "\n") {
      endRow();
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
      line += 1;
      rowLine = line;
    } else {
      PLAIN.lastIndex = index;
      const run = PLAIN.exec(text);
      // A quote inside an unquoted cell (or after a closing one) is text.
      const piece = run ? run[0] : char;
      cell += piece;
      index += piece.length;
    }
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}
