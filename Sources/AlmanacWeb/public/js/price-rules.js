// The price rules of Core (Sources/AlmanacCore/Prices) for the calculator without a network:
// arithmetic in price and quantity fields, units read leniently, kinds, ranking and display units.
// The data (units, factors, spellings, display units, limits) is the server's own table, read
// from /prices/rules.json (`PriceRules.current`, which the service worker precaches): only the
// procedures are written here, and a browser test checks that they rank 200 generated comparisons
// exactly as Core does. Numbers are exact fractions of BigInts, never floating point.
// Pure: no DOM, so it also runs under Node.

// MARK: exact fractions

const TEN = 10n;
const abs = (n) => (n < 0n ? -n : n);
const gcd = (a, b) => {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
};

/** n/d in lowest terms, d > 0. */
function fraction(n, d = 1n) {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const add = (a, b) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a, b) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a, b) => fraction(a.n * b.n, a.d * b.d);
const div = (a, b) => fraction(a.n * b.d, a.d * b.n);
const cmp = (a, b) => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};
const ZERO = fraction(0n);
const ONE = fraction(1n);
const HUNDRED = fraction(100n);

/** "3.49", "0.001", "12" → exact fraction; null when it is not plain decimal digits. */
export function decimal(text) {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return null;
  const fractionDigits = match[2] ?? "";
  return fraction(BigInt((match[1] || "0") + fractionDigits), TEN ** BigInt(fractionDigits.length));
}

/** The power of ten of the leading digit (2 for 349, -2 for 0.0349); 0 for zero. */
function leadingDigitExponent(value) {
  if (value.n === 0n) return 0;
  const magnitude = fraction(abs(value.n), value.d);
  let exponent = 0;
  let power = ONE; // 10^exponent
  while (cmp(magnitude, mul(power, fraction(TEN))) >= 0) {
    power = mul(power, fraction(TEN));
    exponent += 1;
  }
  while (cmp(magnitude, power) < 0) {
    power = div(power, fraction(TEN));
    exponent -= 1;
  }
  return exponent;
}

/** Rounded half away from zero to `places` decimals, as plain text with exactly that many. */
function fixedText(value, places) {
  const negative = value.n < 0n;
  const scale = TEN ** BigInt(places);
  const scaled = abs(value.n) * scale;
  const rounded = (2n * scaled + value.d) / (2n * value.d);
  let digits = rounded.toString().padStart(places + 1, "0");
  if (places > 0) digits = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return (negative && rounded !== 0n ? "-" : "") + digits;
}

/** A finite decimal as Core prints it: "100", "0.5", "12". */
function decimalText(value) {
  for (let places = 0; places < 40; places += 1) {
    if ((value.n * TEN ** BigInt(places)) % value.d === 0n) return fixedText(value, places);
  }
  return fixedText(value, 20);
}

/** Two decimals, or three significant digits under 0.1 ("6.98", "0.0349"): Decimal.priceText. */
export function priceText(value) {
  const magnitude = fraction(abs(value.n), value.d);
  if (cmp(magnitude, fraction(1n, 10n)) >= 0 || value.n === 0n) return fixedText(value, 2);
  return fixedText(value, Math.min(20, 2 - leadingDigitExponent(magnitude)));
}

// MARK: errors

export class RuleError extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
}
const invalid = (field, message) => new RuleError(field, message);

// MARK: the rules, built from the server's table

/** Reads the table of /prices/rules.json (`{version, rules}`) into the rules' functions. */
export function makeRules(document) {
  const table = document.rules;
  const units = new Map(
    table.units.map((unit) => [unit.symbol, { ...unit, factor: decimal(unit.factor), named: unit.kind === "count" && unit.countNoun !== "item" }]),
  );
  const limits = table.limits;
  const maximumMagnitude = decimal(limits.maximumMagnitude);
  const maximumDisplayAmount = decimal(limits.maximumDisplayAmount);
  const withArticle = { mass: "a mass", volume: "a volume", count: "a count" };

  // QuantityExpression.evaluate
  function checked(value, position, field) {
    if (cmp(fraction(abs(value.n), value.d), maximumMagnitude) > 0) {
      throw invalid(field, `The value at position ${position} is larger than 1000000000000 (10^12), the largest number accepted here.`);
    }
    return value;
  }

  function number(literal, position, field) {
    const digitCount = [...literal].filter((c) => c >= "0" && c <= "9").length;
    if (digitCount === 0) throw invalid(field, `Unexpected '${literal}' at position ${position}; a number has digits.`);
    if (digitCount > limits.maximumDigits) {
      throw invalid(field, `The number at position ${position} has ${digitCount} digits; the limit is ${limits.maximumDigits}.`);
    }
    const points = [...literal].filter((c) => c === ".").length;
    const commas = [...literal].filter((c) => c === ",").length;
    let normalized = literal;
    if (points + commas > 1) {
      throw invalid(field, `'${literal}' at position ${position} is not a number I can read; write it without thousands separators, like 1234.5.`);
    }
    if (commas === 1) {
      const [whole, fractionPart] = literal.split(",");
      if (fractionPart.length === 3 && whole !== "" && /[^0]/.test(whole)) {
        throw invalid(
          field,
          `'${literal}' at position ${position} could mean ${whole}${fractionPart} or ${whole}.${fractionPart}; write it without the comma, or with a point for decimals.`,
        );
      }
      normalized = literal.replace(",", ".");
    }
    const value = decimal(normalized);
    if (!value) throw invalid(field, `'${literal}' at position ${position} is not a number I can read.`);
    return checked(value, position, field);
  }

  const OPERATORS = { "+": "plus", "-": "minus", "−": "minus", "*": "times", x: "times", X: "times", "×": "times", "·": "times", "⋅": "times", "/": "divide", "÷": "divide" };

  function tokenize(characters, field) {
    const tokens = [];
    let index = 0;
    const numeric = (c) => (c >= "0" && c <= "9") || c === "." || c === ",";
    while (index < characters.length) {
      const c = characters[index];
      const position = index + 1;
      if (/\s/u.test(c)) {
        index += 1;
        continue;
      }
      if (numeric(c)) {
        let end = index;
        while (end < characters.length && numeric(characters[end])) end += 1;
        const literal = characters.slice(index, end).join("");
        tokens.push({ kind: "number", value: number(literal, position, field), text: literal, position });
        index = end;
        continue;
      }
      if (OPERATORS[c]) tokens.push({ kind: "op", op: OPERATORS[c], text: c, position });
      else if (c === "(") tokens.push({ kind: "open", text: c, position });
      else if (c === ")") tokens.push({ kind: "close", text: c, position });
      else throw invalid(field, `'${c}' at position ${position} is not a number or an operator (+ − × ÷ and parentheses).`);
      index += 1;
    }
    return tokens;
  }

  function evaluate(text, field) {
    const characters = Array.from(text);
    if (characters.length > limits.maximumLength) {
      throw invalid(field, `This is ${characters.length} characters long; the limit is ${limits.maximumLength}.`);
    }
    const tokens = tokenize(characters, field);
    let index = 0;
    const current = () => tokens[index];
    if (tokens.length === 0) throw invalid(field, "Enter a number, like 2.5 or 6x330.");

    function expression() {
      let value = term();
      while (current()?.kind === "op" && (current().op === "plus" || current().op === "minus")) {
        const token = tokens[index++];
        const right = term();
        value = checked(token.op === "plus" ? add(value, right) : sub(value, right), token.position, field);
      }
      return value;
    }
    function term() {
      let value = factor();
      while (current()?.kind === "op" && (current().op === "times" || current().op === "divide")) {
        const token = tokens[index++];
        const right = factor();
        if (token.op === "divide") {
          if (right.n === 0n) throw invalid(field, `Division by zero at position ${token.position}.`);
          value = checked(div(value, right), token.position, field);
        } else {
          value = checked(mul(value, right), token.position, field);
        }
      }
      return value;
    }
    function factor() {
      const token = current();
      if (!token) {
        const last = tokens[tokens.length - 1];
        throw invalid(field, `A number is missing after '${last.text}' at position ${last.position}.`);
      }
      switch (token.kind) {
        case "op":
          if (token.op === "minus") {
            index += 1;
            const value = factor();
            return fraction(-value.n, value.d);
          }
          if (token.op === "plus") {
            index += 1;
            return factor();
          }
          throw invalid(field, `Unexpected '${token.text}' at position ${token.position}; a number is missing before it.`);
        case "number":
          index += 1;
          return token.value;
        case "open": {
          index += 1;
          const value = expression();
          const closing = current();
          if (!closing) throw invalid(field, `The '(' at position ${token.position} is never closed.`);
          if (closing.kind !== "close") {
            throw invalid(field, `Unexpected '${closing.text}' at position ${closing.position}; an operator or ')' is missing before it.`);
          }
          index += 1;
          return value;
        }
        default:
          throw invalid(field, `Unexpected ')' at position ${token.position}; a number is missing before it.`);
      }
    }

    const value = expression();
    if (index < tokens.length) {
      const token = tokens[index];
      if (token.kind === "close") throw invalid(field, `Unexpected ')' at position ${token.position}; it closes nothing.`);
      throw invalid(field, `Unexpected '${token.text}' at position ${token.position}; an operator is missing before it.`);
    }
    return value;
  }

  // PriceUnit.parse
  const lookupKey = (text) => text.toLowerCase().replace(/[\s.\-_]/gu, "");
  function parseUnit(text, field) {
    const trimmed = text.trim();
    if (!trimmed) throw invalid(field, "Choose a unit, like g, kg, ml, l or item.");
    if (table.shorthands[trimmed]) return units.get(table.shorthands[trimmed]);
    const key = lookupKey(trimmed);
    const symbol =
      table.aliases[key] ??
      (key.endsWith("s") ? table.aliases[key.slice(0, -1)] : undefined) ??
      (key.endsWith("es") ? table.aliases[key.slice(0, -2)] : undefined);
    if (symbol) return units.get(symbol);
    throw invalid(field, `'${trimmed}' is not a unit I know; try g, kg, oz, lb, ml, l, fl oz or item.`);
  }

  const comparable = (a, b) => a.kind === b.kind && (a.kind !== "count" || !a.named || !b.named || a.countNoun === b.countNoun);

  // DisplayUnit
  const displayUnit = (amount, unit) => ({ amount, unit, id: cmp(amount, ONE) === 0 ? unit.symbol : `${decimalText(amount)} ${unit.symbol}` });
  function parseDisplayUnit(text, field) {
    let rest = text.trim();
    if (rest.toLowerCase().startsWith("per ")) rest = rest.slice(4);
    else if (rest.startsWith("/")) rest = rest.slice(1);
    rest = rest.replace(/^\s+/u, "");
    const digits = /^[0-9.]*/.exec(rest)[0];
    let amount = ONE;
    if (digits) {
      const value = decimal(/^\d*(\.\d*)?/.exec(digits)[0]);
      if (!value || value.n <= 0n || cmp(value, maximumDisplayAmount) > 0) {
        throw invalid(field, `Show prices per an amount from more than 0 to ${limits.maximumDisplayAmount}, like 100 g.`);
      }
      amount = value;
    }
    return displayUnit(amount, parseUnit(rest.slice(digits.length), field));
  }

  function choices(basis, unitSystem, includingImperial) {
    if (basis.kind === "count") return [displayUnit(ONE, basis.countUnit)];
    const ids = [...table.displayChoices[basis.kind][unitSystem], ...(basis.kind === "volume" && includingImperial ? table.imperialDisplayChoices : [])];
    return ids.map((id) => parseDisplayUnit(id, "displayUnit"));
  }

  // ComparisonBasis
  const basisOf = (unit) => ({ kind: unit.kind, countUnit: unit.named ? unit : units.get("item") });
  const describe = (basis) => (basis.kind === "count" ? `by ${basis.countUnit.symbol}` : `by ${basis.kind}`);
  function admit(basis, unit, field) {
    if (unit.kind !== basis.kind) throw invalid(field, `${unit.symbol} is ${withArticle[unit.kind]}; this comparison is ${describe(basis)}.`);
    if (basis.kind === "count" && !comparable(unit, basis.countUnit)) {
      throw invalid(field, `${unit.symbol} counts ${unit.countNoun ?? ""}s; this comparison is ${describe(basis)}.`);
    }
    if (unit.named) basis.countUnit = unit;
  }

  // Validate.label: a field's key as a person reads it ("displayName" → "Display name").
  function label(field) {
    const words = field.replace(/[A-Z]/g, (c, i) => (i ? " " : "") + c.toLowerCase());
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  // PriceComparison
  function optionalText(text, field) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) return null;
    const length = Array.from(trimmed).length;
    if (length > limits.nameLength) throw invalid(field, `${label(field)} is ${length} characters long; the limit is ${limits.nameLength}.`);
    return trimmed;
  }

  function measure(product, index) {
    const prefix = `products[${index}].`;
    const name = optionalText(product.name, `${prefix}name`);
    const store = optionalText(product.store, `${prefix}store`);
    const price = evaluate(product.price ?? "", `${prefix}price`);
    if (price.n < 0n) throw invalid(`${prefix}price`, "A price cannot be negative.");
    if (price.n === 0n) throw invalid(`${prefix}price`, "A price must be more than 0.");
    const quantity = evaluate(product.quantity ?? "", `${prefix}quantity`);
    if (quantity.n <= 0n) throw invalid(`${prefix}quantity`, "The quantity must be more than 0.");
    const unit = parseUnit(product.unit ?? "", `${prefix}unit`);
    return { index, name, store, price, quantity, unit, base: mul(quantity, unit.factor), input: product };
  }

  function measureAll(products) {
    if (products.length === 0) throw invalid("products", "Add at least one product to compare.");
    if (products.length > limits.maximumProducts) {
      throw invalid("products", `A comparison holds at most ${limits.maximumProducts} products, not ${products.length}.`);
    }
    let basis = null;
    const measured = products.map((input, index) => {
      const product = measure(input, index);
      if (basis === null) basis = basisOf(product.unit);
      else admit(basis, product.unit, `products[${index}].unit`);
      return product;
    });
    return { basis, measured };
  }

  /** PriceComparison.rank: cheapest per unit first, ties in input order sharing a rank. The
   *  answer has the API's shape (`POST /api/v1/prices/compare`) minus the full-precision decimals. */
  function rank(products, unitSystem, requested) {
    const { basis, measured } = measureAll(products);
    const offered = choices(basis, unitSystem, measured.some((product) => product.unit.imperial));
    let display = offered[0];
    if (requested && requested.trim()) {
      display = parseDisplayUnit(requested, "displayUnit");
      if (display.unit.kind !== basis.kind) {
        throw invalid("displayUnit", `Per ${display.id} is for ${withArticle[display.unit.kind]}; this comparison is ${describe(basis)}.`);
      }
      if (display.unit.kind === "count") display = displayUnit(mul(display.amount, display.unit.factor), basis.countUnit);
    }
    const displayBase = mul(display.amount, display.unit.factor);
    const cheaper = (a, b) => cmp(mul(a.price, b.base), mul(b.price, a.base)) < 0;
    const sorted = [...measured].sort((a, b) => (cheaper(a, b) ? -1 : cheaper(b, a) ? 1 : a.index - b.index));
    const best = sorted[0];
    const ranked = [];
    sorted.forEach((product, position) => {
      const ties = position > 0 && !cheaper(sorted[position - 1], product);
      const place = ties ? ranked[position - 1].rank : position + 1;
      const perUnit = div(mul(product.price, displayBase), product.base);
      const ratio = div(mul(product.price, best.base), mul(best.price, product.base));
      let percent = mul(sub(ratio, ONE), HUNDRED);
      if (cmp(percent, fraction(1_000_000_000n)) > 0) percent = fraction(1_000_000_000n);
      ranked.push({
        index: product.index,
        name: product.name ?? undefined,
        store: product.store ?? undefined,
        priceText: priceText(product.price),
        quantityText: (product.input.quantity ?? "").trim(),
        unit: product.unit.symbol,
        pricePerDisplayUnitText: priceText(perUnit),
        displayUnit: display.id,
        percentAboveBest: place === 1 ? 0 : Number(fixedText(percent, 0)),
        rank: place,
        isBest: place === 1,
      });
    });
    return {
      kind: basis.kind,
      ...(basis.kind === "count" ? { countUnit: basis.countUnit.symbol } : {}),
      displayUnit: display.id,
      displayUnits: offered.map((choice) => choice.id),
      products: ranked,
    };
  }

  return { version: document.version, evaluate, parseUnit, parseDisplayUnit, measureAll, rank, ZERO };
}
