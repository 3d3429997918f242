/** Complete messages in both languages: same keys, nothing empty, valid ICU with the same arguments. */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import en from "../en.json";
import itMessages from "../it.json";

function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      out.add(e.value);
      for (const o of Object.values(e.options)) argumentsOf(o.value, out);
    }
    if (e.type === TYPE.tag) argumentsOf(e.children, out);
  }
  return out;
}

describe("messages", () => {
  it("have the same keys in English and Italian", () => {
    expect(Object.keys(itMessages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))("%s is translated, valid, and takes the same arguments", (key) => {
    const a = (en as Record<string, string>)[key]!;
    const b = (itMessages as Record<string, string>)[key]!;
    expect(a.trim()).not.toBe("");
    expect(b.trim()).not.toBe("");
    expect([...argumentsOf(parse(b))].sort()).toEqual([...argumentsOf(parse(a))].sort());
  });
});
