import { describe, expect, it } from 'vitest'
import { BrandAssetError } from './brand-asset-errors.server'
import { sanitiseSvg } from './svg-sanitiser.server'

const svg = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50"${rootAttributes}>${body}</svg>`

function refusal(text: string) {
  try {
    sanitiseSvg(text, 'logo')
  } catch (error) {
    if (error instanceof BrandAssetError) return error.problem.code
    throw error
  }
  return 'accepted'
}

describe('sanitiseSvg', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'svg_script'],
    [
      'a script in another namespace',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">x</h:script>'),
      'svg_script',
    ],
    ['an event handler', svg('<rect onmouseover="alert(1)"/>'), 'svg_event_handler'],
    ['an upper-case event handler', svg('', ' ONLOAD="alert(1)"'), 'svg_event_handler'],
    ['foreignObject', svg('<foreignObject width="10" height="10"/>'), 'svg_foreign_object'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'svg_script'],
    [
      'a javascript: link split by a tab',
      svg('<a xlink:href="java&#9;script:alert(1)"><rect/></a>'),
      'svg_script',
    ],
    [
      'an animation that rewrites a link',
      svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'svg_script',
    ],
    ['an external image', svg('<image href="http://evil.example/a.png"/>'), 'svg_external_reference'],
    [
      'an external use',
      svg('<use xlink:href="https://evil.example/sprite.svg#a"/>'),
      'svg_external_reference',
    ],
    [
      'an embedded SVG document',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
      'svg_external_reference',
    ],
    [
      'a style url()',
      svg('<rect style="fill: url(https://evil.example/p.svg#a)"/>'),
      'svg_external_reference',
    ],
    [
      'a style sheet @import',
      svg('<style>@import "https://evil.example/a.css";</style>'),
      'svg_external_reference',
    ],
    [
      'an xml-stylesheet instruction',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      'svg_external_reference',
    ],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('&a;')}`, 'svg_entity'],
    ['HTML, not SVG', '<html><body><svg></svg></body></html>', 'svg_malformed'],
    ['unclosed tags', '<svg xmlns="http://www.w3.org/2000/svg"><rect>', 'svg_malformed'],
  ])('refuses %s', (_name, text, code) => {
    expect(refusal(text)).toBe(code)
  })

  it('keeps the drawing, internal references and embedded raster pictures; drops metadata and comments', () => {
    const result = sanitiseSvg(
      svg(
        '<!-- made by hand --><metadata>rdf</metadata><defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="stroke: url(#g)"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/><text x="1" y="20">ヒラメキ</text>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" sodipodi:docname="logo.svg"',
      ),
      'logo',
    )
    expect(result).toMatchObject({ width: 100, height: 50 })
    expect(result.svg).toContain('fill="url(#g)"')
    expect(result.svg).toContain('<use href="#g"/>')
    expect(result.svg).toContain('data:image/png;base64')
    expect(result.svg).toContain('ヒラメキ')
    expect(result.svg).not.toMatch(/made by hand|<metadata|sodipodi:docname/)
  })

  it('reads the size from the viewBox, else width and height, else a square', () => {
    expect(
      sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg" width="32px" height="16"/>', 'logo'),
    ).toMatchObject({
      width: 32,
      height: 16,
    })
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>', 'logo')).toMatchObject({
      width: 512,
      height: 512,
    })
  })
})
