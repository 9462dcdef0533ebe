/**
 * Uploaded SVG, parsed as XML (@xmldom/xmldom) and walked node by node: anything that can run
 * script or reach outside the file is refused with its reason (scripts, `on*` handlers,
 * foreignObject, external or `javascript:` references, DOCTYPE/entities, animations that rewrite
 * links); inert editor metadata (other namespaces, comments) is dropped; the rest is written out
 * again from the parsed tree, so what is stored is what was checked. It is served besides with
 * `Content-Security-Policy: default-src 'none'` (brand-http.server.ts): two locks, not one.
 */
import { DOMParser, type Element, type Node, XMLSerializer } from '@xmldom/xmldom'
import { BrandAssetError, type BrandAssetField } from './brand-asset-errors.server'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'

const ELEMENT_NODE = 1
const TEXT_NODE = 3
const CDATA_SECTION_NODE = 4
const PROCESSING_INSTRUCTION_NODE = 7
const COMMENT_NODE = 8

const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'discard'])
const LINK_ATTRIBUTES = new Set(['href', 'src'])
// Embedded raster pictures are fine: in an SVG they cannot run anything.
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i

export interface SanitisedSvg {
  svg: string
  width: number
  height: number
}

export function sanitiseSvg(text: string, field: BrandAssetField): SanitisedSvg {
  const refuse = (problem: ConstructorParameters<typeof BrandAssetError>[1]): never => {
    throw new BrandAssetError(field, problem)
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) refuse({ code: 'svg_entity' })
  let malformed = false
  let document: ReturnType<DOMParser['parseFromString']>
  try {
    document = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') malformed = true
      },
    }).parseFromString(text, 'image/svg+xml')
  } catch {
    // xmldom throws ParseError on fatal errors (unclosed tags).
    return refuse({ code: 'svg_malformed' })
  }
  const root = document.documentElement
  if (malformed || !root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    refuse({ code: 'svg_malformed' })
  }
  const svgRoot = root as Element
  for (const child of [...childNodes(document)]) {
    if (child.nodeType === PROCESSING_INSTRUCTION_NODE) {
      // <?xml-stylesheet href="…"?> loads a style sheet from elsewhere.
      if ((child as { target?: string }).target === 'xml-stylesheet') {
        refuse({ code: 'svg_external_reference', reference: 'xml-stylesheet' })
      }
      document.removeChild(child)
    } else if (child.nodeType === COMMENT_NODE) {
      document.removeChild(child)
    }
  }
  cleanElement(svgRoot, refuse)
  const { width, height } = svgSize(svgRoot)
  return { svg: new XMLSerializer().serializeToString(svgRoot), width, height }
}

function childNodes(node: Node): Node[] {
  const list: Node[] = []
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child)
  return list
}

type Refuse = (problem: ConstructorParameters<typeof BrandAssetError>[1]) => never

function cleanElement(element: Element, refuse: Refuse) {
  const name = (element.localName ?? '').toLowerCase()
  if (name === 'script') refuse({ code: 'svg_script' })
  if (name === 'foreignobject') refuse({ code: 'svg_foreign_object' })
  if (ANIMATIONS.has(name)) {
    const target = (element.getAttribute('attributeName') ?? '').toLowerCase()
    if (target === 'href' || target.endsWith(':href')) refuse({ code: 'svg_script' })
  }
  for (const attribute of [...attributesOf(element)]) {
    const attributeName = (attribute.localName ?? attribute.name).toLowerCase()
    const namespace = attribute.namespaceURI
    if (attributeName.startsWith('on')) refuse({ code: 'svg_event_handler', attribute: attribute.name })
    const known =
      namespace === null || namespace === XLINK_NS || namespace === XML_NS || namespace === XMLNS_NS
    if (!known) {
      // Editor metadata (inkscape:, sodipodi:): inert, dropped.
      element.removeAttributeNode(attribute)
      continue
    }
    checkValue(attributeName, attribute.value, refuse)
    if (
      ANIMATIONS.has(name) &&
      /^(values|from|to|by)$/.test(attributeName) &&
      /javascript:/i.test(attribute.value)
    ) {
      refuse({ code: 'svg_script' })
    }
  }
  for (const child of childNodes(element)) {
    if (child.nodeType === ELEMENT_NODE) {
      const childElement = child as Element
      if (
        childElement.namespaceURI !== SVG_NS ||
        (childElement.localName ?? '').toLowerCase() === 'metadata'
      ) {
        // Other vocabularies (metadata, rdf, sodipodi:namedview) draw nothing: dropped. Their
        // names are still checked, so a script in another namespace is not quietly tolerated.
        const childName = (childElement.localName ?? '').toLowerCase()
        if (childName === 'script') refuse({ code: 'svg_script' })
        if (childName === 'iframe' || childName === 'embed' || childName === 'object') {
          refuse({ code: 'svg_foreign_object' })
        }
        element.removeChild(child)
        continue
      }
      cleanElement(childElement, refuse)
    } else if (child.nodeType === COMMENT_NODE || child.nodeType === PROCESSING_INSTRUCTION_NODE) {
      element.removeChild(child)
    } else if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) {
      if (name === 'style') checkStyleText(child.nodeValue ?? '', refuse)
    }
  }
}

function attributesOf(element: Element) {
  const list = []
  for (let index = 0; index < element.attributes.length; index += 1) {
    const attribute = element.attributes.item(index)
    if (attribute) list.push(attribute)
  }
  return list
}

function checkValue(attributeName: string, value: string, refuse: Refuse) {
  const trimmed = value.trim()
  // Browsers skip control characters inside a URL scheme (`java\tscript:`), so the check does too.
  const compact = [...trimmed].filter((character) => (character.codePointAt(0) ?? 0) > 0x20).join('')
  if (/^(?:javascript|vbscript):/i.test(compact)) {
    refuse({ code: 'svg_script' })
  }
  if (LINK_ATTRIBUTES.has(attributeName)) {
    if (trimmed === '' || trimmed.startsWith('#') || EMBEDDED_IMAGE.test(trimmed)) return
    refuse({ code: 'svg_external_reference', reference: shorten(trimmed) })
  }
  checkStyleText(value, refuse)
}

/** `url(#id)` points inside the file; any other url() or @import fetches from elsewhere. */
function checkStyleText(text: string, refuse: Refuse) {
  if (/@import/i.test(text)) refuse({ code: 'svg_external_reference', reference: '@import' })
  if (/expression\s*\(/i.test(text)) refuse({ code: 'svg_script' })
  for (const match of text.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const target = (match[2] ?? '').trim()
    if (target.startsWith('#') || EMBEDDED_IMAGE.test(target)) continue
    if (/^(?:javascript|vbscript):/i.test(target)) refuse({ code: 'svg_script' })
    refuse({ code: 'svg_external_reference', reference: shorten(target) })
  }
}

function shorten(text: string) {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** The drawing's size: the viewBox's, else width/height in px (percentages and em say nothing). */
function svgSize(root: Element): { width: number; height: number } {
  const viewBox = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (
    viewBox.length === 4 &&
    viewBox.every(Number.isFinite) &&
    (viewBox[2] ?? 0) > 0 &&
    (viewBox[3] ?? 0) > 0
  ) {
    return { width: viewBox[2] ?? 0, height: viewBox[3] ?? 0 }
  }
  const length = (value: string | null) => {
    const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value ?? '')
    return match ? Number(match[1]) : Number.NaN
  }
  const width = length(root.getAttribute('width'))
  const height = length(root.getAttribute('height'))
  if (width > 0 && height > 0) return { width, height }
  // No intrinsic size: drawn into whatever box it is given, like a square icon.
  return { width: 512, height: 512 }
}
