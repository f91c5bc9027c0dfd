import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no scrollTo, which the router calls.
window.scrollTo = () => undefined;
afterEach(() => cleanup());
