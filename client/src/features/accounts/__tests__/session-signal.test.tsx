/**
 * The signed-in hint reads `document.cookie` once per piece of work, however many components
 * ask (every favourite button of a page does), and sees a change at the next sign-in or
 * sign-out, or in the next task.
 */
import { act, render, screen } from "@testing-library/react";
import { announceSessionChange, useSignedInHint } from "../session-signal";

function Hint({ n }: { n: number }) {
  return <span data-testid={`hint-${n}`}>{useSignedInHint() ? "in" : "out"}</span>;
}

describe("signed-in hint", () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  let reads = 0;
  beforeEach(() => {
    reads = 0;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get() {
        reads++;
        return descriptor.get!.call(document);
      },
      set(v: string) {
        descriptor.set!.call(document, v);
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "cookie");
    document.cookie = "km_signed_in=; Path=/; Max-Age=0";
  });

  it("reads the cookie once for twenty components rendered together", () => {
    document.cookie = "km_signed_in=1; Path=/";
    render(
      <>
        {Array.from({ length: 20 }, (_, n) => (
          <Hint key={n} n={n} />
        ))}
      </>,
    );
    expect(screen.getAllByText("in")).toHaveLength(20);
    expect(reads).toBe(1);
  });

  it("sees a sign-out announced in the same task, and a cookie changed before the next task", async () => {
    document.cookie = "km_signed_in=1; Path=/";
    render(<Hint n={0} />);
    expect(screen.getByTestId("hint-0").textContent).toBe("in");
    act(() => {
      document.cookie = "km_signed_in=; Path=/; Max-Age=0";
      announceSessionChange();
    });
    expect(screen.getByTestId("hint-0").textContent).toBe("out");
    document.cookie = "km_signed_in=1; Path=/";
    await act(async () => {
      await Promise.resolve();
      window.dispatchEvent(new Event("focus"));
    });
    expect(screen.getByTestId("hint-0").textContent).toBe("in");
  });
});
