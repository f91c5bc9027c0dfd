export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M32 13a19 19 0 1 0 0 38 19 19 0 0 0 0-38Zm0 9a10 10 0 1 1 0 20 10 10 0 0 1 0-20Z" fill="#fff" />
      <circle cx="47" cy="17" r="6" fill="#ffc83d" />
    </svg>
  );
}
