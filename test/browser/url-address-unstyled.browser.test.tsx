/**
 * `<UrlAddress>` in a host with its own design system: no stylesheet of ours in this page. The full address and the
 * decoded "Reads as …" line are two things in the markup, so they stay apart on screen and in the accessibility
 * tree (read from Chromium through the DevTools protocol), never `https://xn--80ak6aa92e.com/loginReads as аррӏе.com`.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { analyzeElicitationUrl } from '../../src/core/index.js';
import { UrlAddress } from '../../src/react/index.js';

const LOOKALIKE = 'https://xn--80ak6aa92e.com/login';

interface AXNode {
  nodeId: string;
  parentId?: string;
  childIds?: string[];
  role?: { value?: string };
  name?: { value?: string };
  ignored?: boolean;
}

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

/** This test's frame (Vitest runs each file in a frame of its own page). */
async function ownFrameId(): Promise<string | undefined> {
  const { frameTree } = (await cdp().send('Page.getFrameTree')) as { frameTree: FrameTree };
  const find = (tree: FrameTree): string | undefined =>
    tree.frame.url === location.href ? tree.frame.id : tree.childFrames?.map(find).find(Boolean);
  return find(frameTree);
}

/** The accessibility tree Chromium builds for this test's frame. */
async function accessibilityTree(): Promise<Map<string, AXNode>> {
  const frameId = await ownFrameId();
  expect(frameId, 'the test frame').toBeDefined();
  const { nodes } = (await cdp().send('Accessibility.getFullAXTree', { frameId })) as { nodes: AXNode[] };
  return new Map(nodes.map((node) => [node.nodeId, node]));
}

/** The nearest ancestor of `node` that is a block a screen reader reads as its own (a paragraph), if any. */
function paragraphOf(tree: Map<string, AXNode>, node: AXNode): AXNode | undefined {
  for (let at = node.parentId && tree.get(node.parentId); at; at = at.parentId && tree.get(at.parentId)) {
    if (at.role?.value === 'paragraph') return at;
  }
  return undefined;
}

/** Every text under `node`, in order. */
function textUnder(tree: Map<string, AXNode>, node: AXNode): string {
  if (node.role?.value === 'StaticText') return node.name?.value ?? '';
  return (node.childIds ?? [])
    .map((id) => tree.get(id))
    .map((child) => (child ? textUnder(tree, child) : ''))
    .join('');
}

describe('<UrlAddress> without our stylesheet', () => {
  it('given no stylesheet of ours, should load none (the test is about an unstyled page)', () => {
    const ours = [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('mcp-elicit')),
    );
    expect(ours).toBe(false);
  });

  it('given a punycode lookalike, should put "Reads as …" on a line of its own, after the full address', () => {
    const { container } = render(<UrlAddress analysis={analyzeElicitationUrl(LOOKALIKE)} />);
    const full = container.querySelector('.mcp-elicit-url-full') as HTMLElement;
    const decoded = container.querySelector('.mcp-elicit-url-decoded') as HTMLElement;
    expect(full.textContent).toBe(LOOKALIKE);
    expect(decoded.textContent).toBe('Reads as аррӏе.com');
    expect(decoded.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      full.getBoundingClientRect().bottom - 1,
    );
    const box = container.querySelector('.mcp-elicit-url-address') as HTMLElement;
    // innerText, not textContent: what the page shows and copies, line breaks of the layout included.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is under test
    const shown = box.innerText;
    expect(shown).not.toContain('loginReads');
    expect(shown).toMatch(/\/login\s*\n\s*Reads as/);
  });

  it('given a punycode lookalike, should expose "Reads as …" to assistive technology as a paragraph of its own, apart from the address', async () => {
    render(<UrlAddress analysis={analyzeElicitationUrl(LOOKALIKE)} />);
    const tree = await accessibilityTree();
    const texts = [...tree.values()].filter((node) => !node.ignored && node.role?.value === 'StaticText');
    const readsAs = texts.find((node) => node.name?.value?.startsWith('Reads as'));
    const address = texts.find((node) => node.name?.value?.includes('/login'));
    expect(readsAs && address, 'both texts in the tree').toBeTruthy();
    const paragraph = readsAs && paragraphOf(tree, readsAs);
    expect(paragraph, '"Reads as" in a paragraph').toBeDefined();
    expect(paragraph && textUnder(tree, paragraph)).toBe('Reads as аррӏе.com');
    expect(address && paragraphOf(tree, address)).not.toBe(paragraph);
  });
});
