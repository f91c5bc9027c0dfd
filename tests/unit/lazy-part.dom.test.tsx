import { act, render, screen } from "@testing-library/react";
import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "../../src/client/lib/lazy-part";

function setOnline(online: boolean): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Привет, {name}</p>;
}

/** A loader that fails (as a chunk does with no network) until `available` is set. */
function flakyLoader() {
  const state = { available: false, calls: 0 };
  const load = () => {
    state.calls += 1;
    if (!state.available) return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    return Promise.resolve(Greeting);
  };
  return { state, load };
}

/** The part as a page holds it: under a Suspense boundary, under an error boundary. */
function drawInPage(Part: ComponentType<{ name: string }>): void {
  render(
    <Caught>
      <Suspense fallback={<p>…</p>}>
        <Part name="Оля" />
      </Suspense>
    </Caught>,
  );
}

describe("lazyPart", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offline, waits for the network and loads the part then, with no error shown", async () => {
    setOnline(false);
    const { state, load } = flakyLoader();
    const Part = lazyPart(load);
    drawInPage(Part);
    await vi.waitFor(() => expect(state.calls).toBe(1));
    expect(screen.queryByText(/caught/)).toBeNull();

    state.available = true;
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Привет, Оля")).toBeTruthy();
    expect(state.calls).toBe(2);
  });

  it("online, a part that does not load goes up to the error boundary (a new build: the root reloads)", async () => {
    setOnline(true);
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the caught error
    const Part = lazyPart(flakyLoader().load);
    drawInPage(Part);
    expect(await screen.findByText(/caught: Failed to fetch/)).toBeTruthy();
  });
});
