import { Link } from "@tanstack/react-router";
import type { Block, Inline } from "../../shared/contract/info-pages";

/** Emphasis as the document marks it: bold, italic or both. */
function Marked({ inline }: { inline: Extract<Inline, { type: "text" }> }) {
  let node = <>{inline.text}</>;
  if (inline.em) node = <em>{node}</em>;
  if (inline.strong) node = <strong>{node}</strong>;
  return node;
}

/**
 * A link of a document: a site path opens in the app as written (each language's document names its own language's
 * pages, or another language's where a page has none in it); an anchor scrolls within the page;
 * mail, phone and other sites are ordinary links (other sites in a tab of their own, told to no one who sent them).
 */
function DocumentLink({ href, text }: { href: string; text: string }) {
  if (href.startsWith("/")) {
    const [path = "/", hash] = href.split("#", 2);
    return (
      <Link to={path} hash={hash}>
        {text}
      </Link>
    );
  }
  if (href.startsWith("https://"))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  return <a href={href}>{text}</a>;
}

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === "link" ? (
          <DocumentLink key={index} href={inline.href} text={inline.text} />
        ) : (
          <Marked key={index} inline={inline} />
        ),
      )}
    </>
  );
}

/** One block as an element: never HTML, so a document can hold no markup of its own. */
function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 id={block.id} className="doc__h2" tabIndex={-1}>
          {block.text}
        </h2>
      ) : (
        <h3 id={block.id} className="doc__h3" tabIndex={-1}>
          {block.text}
        </h3>
      );
    case "paragraph":
      return (
        <p>
          <Inlines inlines={block.inlines} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Inlines inlines={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "image":
      return (
        <figure className="doc__figure">
          <img src={block.src} alt={block.alt} width={block.width} height={block.height} loading="lazy" />
        </figure>
      );
  }
}

export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block.type === "heading" ? block.id : index} block={block} />
      ))}
    </>
  );
}
