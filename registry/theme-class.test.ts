import { describe, expect, it } from 'vitest'
import { themeKeys } from './index'
import { themeClassName } from './theme-class'

describe('themeClassName', () => {
  it('gives every registered theme its own compiled class', () => {
    const classes = themeKeys.map((key) => themeClassName(key))
    for (const className of classes) expect(className).toMatch(/^[\w-]+$/)
    expect(new Set(classes).size).toBe(themeKeys.length)
  })

  it('names the class after the theme in development builds, so the inspector shows which one', () => {
    expect(themeClassName('fortuna')).toContain('fortuna')
    expect(themeClassName('opsai')).toContain('opsai')
  })
})
