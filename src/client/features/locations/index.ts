export { LocationOptions, LocationPicker } from "./LocationPicker";
export { locationQuery, locationTreeQuery } from "./api";
export { resolveLocationAtStartup } from "./startup";
