/**
 * Small DOCX and PPTX files written by hand (zipped with fflate), and zip bombs dressed as Office
 * files, for the parser's tests. Only the parts the readers need are written.
 */
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate'

const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types'
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main'
const PRESENTATION_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main'
const RELATIONSHIP_ID_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

export const MAIN_CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
} as const

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${CONTENT_TYPES_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`
}

function rootRelationships(target: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="${target}"/></Relationships>`
}

export type DocxParagraph = { heading?: 1 | 2 | 3; text: string } | { picture: Uint8Array }

const PICTURE_NAMESPACES = {
  wp: 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
  pic: 'http://schemas.openxmlformats.org/drawingml/2006/picture',
}

function docxParagraph(paragraph: DocxParagraph, index: number): string {
  if ('picture' in paragraph)
    return `<w:p><w:r><w:drawing><wp:inline xmlns:wp="${PICTURE_NAMESPACES.wp}"><wp:docPr id="${index + 1}" name="Picture"/><a:graphic xmlns:a="${DRAWING_NS}"><a:graphicData uri="${PICTURE_NAMESPACES.pic}"><pic:pic xmlns:pic="${PICTURE_NAMESPACES.pic}"><pic:blipFill><a:blip xmlns:r="${RELATIONSHIP_ID_NS}" r:embed="rIdPicture${index}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
  const style = paragraph.heading ? `<w:pPr><w:pStyle w:val="Heading${paragraph.heading}"/></w:pPr>` : ''
  return `<w:p>${style}<w:r><w:t xml:space="preserve">${xmlText(paragraph.text)}</w:t></w:r></w:p>`
}

/** A DOCX of paragraphs; a heading uses Word's built-in style "Heading N", a picture word/media. */
export function minimalDocx(paragraphs: DocxParagraph[]): Uint8Array {
  const styles = [1, 2, 3]
    .map(
      (level) =>
        `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/></w:style>`,
    )
    .join('')
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes({ 'word/document.xml': MAIN_CONTENT_TYPES.docx })),
    '_rels/.rels': strToU8(rootRelationships('word/document.xml')),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NS}"><w:body>${paragraphs.map(docxParagraph).join('')}</w:body></w:document>`,
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${WORD_NS}">${styles}</w:styles>`,
    ),
  }
  const pictures: string[] = []
  for (const [index, paragraph] of paragraphs.entries()) {
    if (!('picture' in paragraph)) continue
    files[`word/media/picture${index}.png`] = paragraph.picture
    pictures.push(
      `<Relationship Id="rIdPicture${index}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/picture${index}.png"/>`,
    )
  }
  if (pictures.length)
    files['word/_rels/document.xml.rels'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS_NS}">${pictures.join('')}</Relationships>`,
    )
  return zipSync(files)
}

/**
 * A PPTX whose slide files are slide1.xml, slide2.xml… holding `slides[i]` (paragraphs, raw
 * XML text allowed), shown in the order `showOrder` gives (file numbers, from 1).
 */
export function minimalPptx(slides: string[][], showOrder = slides.map((_, index) => index + 1)): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes({ 'ppt/presentation.xml': MAIN_CONTENT_TYPES.pptx })),
    '_rels/.rels': strToU8(rootRelationships('ppt/presentation.xml')),
    'ppt/presentation.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="${PRESENTATION_NS}" xmlns:r="${RELATIONSHIP_ID_NS}"><p:sldIdLst>${showOrder
        .map((file, index) => `<p:sldId id="${256 + index}" r:id="rId${file + 1}"/>`)
        .join('')}</p:sldIdLst></p:presentation>`,
    ),
    'ppt/_rels/presentation.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS_NS}">${slides
        .map(
          (_, index) =>
            `<Relationship Id="rId${index + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${index + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
  }
  for (const [index, paragraphs] of slides.entries()) {
    const body = paragraphs.map((paragraph) => `<a:p><a:r><a:t>${paragraph}</a:t></a:r></a:p>`).join('')
    files[`ppt/slides/slide${index + 1}.xml`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="${PRESENTATION_NS}" xmlns:a="${DRAWING_NS}"><p:cSld><p:spTree><p:sp><p:txBody>${body}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    )
  }
  return zipSync(files)
}

/**
 * A zip bomb that sniffs as `kind`: a valid [Content_Types].xml and a main part of `megabytes`
 * MB of spaces, which deflate to about a thousandth of that.
 */
export function officeZipBomb(kind: 'docx' | 'xlsx', megabytes: number): Promise<Uint8Array> {
  const mainPart = kind === 'docx' ? 'word/document.xml' : 'xl/workbook.xml'
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error)
      chunks.push(chunk)
      if (final) resolve(Buffer.concat(chunks))
    })
    const types = new ZipDeflate('[Content_Types].xml')
    zip.add(types)
    types.push(strToU8(contentTypes({ [mainPart]: MAIN_CONTENT_TYPES[kind] })), true)
    const main = new ZipDeflate(mainPart, { level: 9 })
    zip.add(main)
    const block = new Uint8Array(1 << 20).fill(0x20)
    for (let index = 0; index < megabytes; index++) main.push(block, index === megabytes - 1)
    zip.end()
  })
}

/** The same archive with every central-directory entry claiming `size` bytes once inflated. */
export function withForgedSizes(zip: Uint8Array, size: number): Uint8Array {
  const forged = Buffer.from(zip)
  const end = forged.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let entry = forged.readUInt32LE(end + 16)
  while (forged.readUInt32LE(entry) === 0x02014b50) {
    forged.writeUInt32LE(size, entry + 24)
    entry +=
      46 + forged.readUInt16LE(entry + 28) + forged.readUInt16LE(entry + 30) + forged.readUInt16LE(entry + 32)
  }
  return new Uint8Array(forged)
}
