/**
 * Renders the help articles once, at build (scripts/help-payload-plugin.ts; stories and tests
 * too), into what the pages show: markup and code blocks, and plain text for the search (ADR 046).
 * Never loaded by the app's pages: they get the result as `{page}/_payload.json`.
 *
 * The pipeline is fixed and safe, like the chat's (chat-markdown.tsx): react-markdown turns the
 * Markdown into React elements and `renderToStaticMarkup` into markup, so every text is escaped;
 * raw HTML in a file shows as its literal text; only the elements listed below survive (others
 * keep their text); links and images follow the chat's rules (safe-markdown-components.tsx: safe
 * URLs only, new tab, images offered as links, never loaded). The styles come from attributes
 * (`data-table-scroll`, `data-visually-hidden`; help.css.ts): a build-time renderer cannot know
 * the hashed class names of the client build.
 *
 * A fenced code block at the top level of an article is its own block, so the page shows it with
 * the chat's copy button (code-block.tsx); one nested in a list stays plain markup.
 */
import type { Root, RootContent } from 'mdast'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import type { Locale } from '../../i18n/locale'
import { chatMarkdownEn, chatMarkdownJa } from '../chat/markdown/markdown.messages'
import { safeMarkdownComponents } from '../chat/markdown/safe-markdown-components'
import { chatUrlTransform } from '../chat/markdown/safe-url'
import { articlesByLocale, type HelpSource } from './help-articles'
import {
  HELP_PAGES,
  type HelpArticle,
  type HelpBlock,
  type HelpPageContent,
  type HelpPagePath,
  type HelpPayload,
  helpPayloadPath,
} from './help-payload.shared'

/** What GitHub-flavoured Markdown makes, plus the code blocks' marker; anything else keeps its text. */
const ALLOWED_ELEMENTS = [
  ...['p', 'br', 'hr', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'input'],
  ...['a', 'img', 'strong', 'em', 'del', 'code', 'pre', 'sup', 'section'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  'template',
]

/** Stands for a lifted code block in the markup, between the blocks around it. */
const CODE_MARKER = 'data-help-code'
const CODE_MARKER_PATTERN = new RegExp(`<template ${CODE_MARKER}="(\\d+)"></template>`)

/** The chat's links, images and tables, styled by attribute (help.css.ts). */
const ATTRIBUTE_HOOKS = {
  visuallyHidden: { 'data-visually-hidden': '' },
  tableScroll: { 'data-table-scroll': '' },
}

const componentsByLocale: Record<Locale, Components> = {
  ja: safeMarkdownComponents(chatMarkdownJa, ATTRIBUTE_HOOKS),
  en: safeMarkdownComponents(chatMarkdownEn, ATTRIBUTE_HOOKS),
}

/** Inline parents: their text runs on; every other parent's children are lines of their own. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'tableCell',
])

type MdastNode = Root | RootContent

/** The words a reader sees, without the Markdown's marks or link targets. */
export function plainText(node: MdastNode): string {
  if ('value' in node) return node.value
  if (!('children' in node)) return ''
  const parts: string[] = node.children.map(plainText)
  return parts.join(PHRASING_PARENTS.has(node.type) ? '' : '\n')
}

/**
 * A remark plugin: records the article's plain text and lifts its top-level code blocks out of
 * the markup, leaving a marker (an empty `<template>`) where each was.
 */
function liftCodeBlocks(found: { text: string; code: { code: string; language?: string }[] }) {
  return () => (tree: Root) => {
    found.text = plainText(tree)
    tree.children = tree.children.map((node) => {
      if (node.type !== 'code') return node
      const index = found.code.length
      found.code.push(node.lang ? { code: node.value, language: node.lang } : { code: node.value })
      const data = { hName: 'template', hProperties: { [CODE_MARKER]: String(index) } }
      return { type: 'paragraph', children: [], data }
    })
  }
}

/** The markup between code blocks, and the code blocks themselves, in order. */
function splitAtCodeBlocks(html: string, code: { code: string; language?: string }[]): HelpBlock[] {
  const blocks: HelpBlock[] = []
  let rest = html
  for (let match = CODE_MARKER_PATTERN.exec(rest); match; match = CODE_MARKER_PATTERN.exec(rest)) {
    const before = rest.slice(0, match.index)
    if (before) blocks.push({ kind: 'html', html: before })
    const block = code[Number(match[1])]
    if (block) blocks.push({ kind: 'code', ...block })
    rest = rest.slice(match.index + match[0].length)
  }
  if (rest) blocks.push({ kind: 'html', html: rest })
  return blocks
}

export function renderHelpArticle(source: HelpSource, locale: Locale): HelpArticle {
  const found: { text: string; code: { code: string; language?: string }[] } = { text: '', code: [] }
  const element: ReactNode = (
    <Markdown
      remarkPlugins={[remarkGfm, liftCodeBlocks(found)]}
      components={componentsByLocale[locale]}
      urlTransform={chatUrlTransform}
      allowedElements={ALLOWED_ELEMENTS}
      unwrapDisallowed
    >
      {source.body}
    </Markdown>
  )
  const html = renderToStaticMarkup(element)
  return {
    slug: source.slug,
    title: source.title,
    text: found.text,
    blocks: splitAtCodeBlocks(html, found.code),
  }
}

/** One collection of Markdown files (`…/{ja,en}/NN-slug.md` → text), rendered in each language. */
export function renderHelpCollection(files: Record<string, string>): Record<Locale, HelpArticle[]> {
  const sources = articlesByLocale(files)
  return {
    ja: sources.ja.map((source) => renderHelpArticle(source, 'ja')),
    en: sources.en.map((source) => renderHelpArticle(source, 'en')),
  }
}

/** The three collections of docs/, as the build reads them. */
export interface HelpCollections {
  /** docs/help: what members read at /help, and the user manual of /admin/manual. */
  help: Record<string, string>
  /** docs/admin-help: /admin/help. */
  adminHelp: Record<string, string>
  /** docs/manual: the administrator manual. */
  manual: Record<string, string>
}

function pageOf(articles: HelpArticle[], chapters: HelpArticle[] = []): HelpPageContent {
  return { articles, chapters: chapters.map(({ slug, title }) => ({ slug, title })) }
}

function payloadOf(articles: Record<Locale, HelpArticle[]>, chapters?: Record<Locale, HelpArticle[]>) {
  return {
    ja: pageOf(articles.ja, chapters?.ja),
    en: pageOf(articles.en, chapters?.en),
  } satisfies HelpPayload
}

/** Every page's payload: each article rendered once, whichever pages show it. */
export function renderHelpPayloads(collections: HelpCollections): Record<HelpPagePath, HelpPayload> {
  const help = renderHelpCollection(collections.help)
  const manual = renderHelpCollection(collections.manual)
  return {
    '/help': payloadOf(help),
    '/admin/help': payloadOf(renderHelpCollection(collections.adminHelp)),
    // The manuals' index: the user manual (what members read at /help) and the manual's chapters.
    '/admin/manual': payloadOf(help, manual),
    '/admin/manual/adminManual': payloadOf(manual),
  }
}

/** Each page's payload file: its path under the client build's folder, and its JSON text. */
export function helpPayloadFiles(payloads: Record<HelpPagePath, HelpPayload>) {
  return HELP_PAGES.map((page) => ({
    fileName: helpPayloadPath(page).slice(1),
    source: JSON.stringify(payloads[page]),
  }))
}
