import { StyleSheet } from '@react-pdf/renderer';
import { ink, muted, pdfFontFamily, rule, unit } from '../cv/cv-pdf-styles.ts';
import { a4 } from '../cv/cv-pdf-parts.ts';

/**
 * The case studies' PDFs and the portfolio deck, set like the CV's PDF
 * (cv-pdf-styles.ts): Inter, small upper-case labels, muted secondary text,
 * an 8-point rhythm, and line heights in points on every text style.
 */

const bodySize = 9.5;
const leading = (size = bodySize, ratio = 1.5) => `${(size * ratio).toFixed(2)}pt`;

export const margins = { top: unit * 7, bottom: unit * 9, side: unit * 8 } as const;
/** The width and height the body's images may take: the text column's width, and at most 60% of a page's height, so a portrait screen leaves room for its text. */
export const contentBox = { width: a4.width - margins.side * 2, height: (a4.height - margins.top - margins.bottom) * 0.6 } as const;

const label = {
  fontSize: 7,
  fontWeight: 600,
  // More tracking than this reads as spaced-out letters to text extraction.
  letterSpacing: 0.3,
  textTransform: 'uppercase',
  color: muted,
  lineHeight: leading(7),
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: bodySize,
    color: ink,
    paddingTop: margins.top,
    paddingBottom: margins.bottom,
    paddingHorizontal: margins.side,
  },
  label,
  rule: { ...label, paddingBottom: unit * 0.75, marginBottom: unit * 1.5 },
  // Title page
  titlePage: { flexDirection: 'column', justifyContent: 'space-between', height: '100%' },
  eyebrow: { ...label, marginBottom: unit * 2 },
  title: { fontSize: 40, fontWeight: 600, letterSpacing: -1.2, lineHeight: '44pt', marginBottom: unit * 1.5 },
  subtitle: { fontSize: 15, color: muted, lineHeight: leading(15, 1.35), marginBottom: unit * 4 },
  facts: { flexDirection: 'row', gap: unit * 3, paddingTop: unit * 2 },
  fact: { flexGrow: 1, flexBasis: 0 },
  factWide: { flexGrow: 2, flexBasis: 0 },
  factValue: { fontSize: bodySize, lineHeight: leading(), marginTop: unit * 0.5 },
  pageLink: { marginTop: unit * 2, fontSize: 8, color: muted, textDecoration: 'none', lineHeight: leading(8) },
  // Body
  lead: { fontSize: 11.5, lineHeight: leading(11.5, 1.5), marginBottom: unit },
  paragraph: { lineHeight: leading(), marginBottom: unit },
  link: { color: ink, textDecoration: 'underline', lineHeight: leading() },
  links: { marginTop: unit, marginBottom: unit * 2 },
  section: { marginTop: unit * 5 },
  sectionTitle: { fontSize: 17, fontWeight: 600, letterSpacing: -0.3, lineHeight: leading(17, 1.25), marginBottom: unit * 2 },
  sectionNumber: { color: muted, fontWeight: 400 },
  commentTitle: { fontSize: 11, fontWeight: 600, lineHeight: leading(11, 1.35), marginTop: unit, marginBottom: unit * 0.75 },
  figure: { marginTop: unit * 0.5, marginBottom: unit * 2.5 },
  figureImage: { marginTop: unit * 0.5 },
  image: { marginBottom: unit * 0.75 },
  caption: { fontSize: 8, color: muted, lineHeight: leading(8) },
  // Footer, on every page
  footer: {
    position: 'absolute',
    bottom: unit * 4,
    left: margins.side,
    right: margins.side,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    fontSize: 7,
    color: muted,
  },
  footerText: { fontSize: 7, lineHeight: leading(7) },
  footerLink: { fontSize: 7, color: muted, textDecoration: 'none', lineHeight: leading(7) },
  confidential: { fontSize: 7, fontWeight: 600, color: ink, lineHeight: leading(7) },
  // Deck
  coverName: { fontSize: 34, fontWeight: 600, letterSpacing: -1, lineHeight: '38pt', marginBottom: unit },
  coverRole: { fontSize: 12, color: muted, lineHeight: leading(12, 1.4) },
  preparedFor: { fontSize: 12, fontWeight: 600, lineHeight: leading(12, 1.4) },
  contentsRow: { flexDirection: 'row', paddingVertical: unit, borderBottomWidth: 0.75, borderBottomColor: rule },
  contentsNumber: { width: unit * 4, color: muted, lineHeight: leading(11, 1.35), fontSize: 11 },
  contentsName: { fontSize: 11, fontWeight: 600, lineHeight: leading(11, 1.35) },
  contentsNote: { color: muted, lineHeight: leading() },
  contentsPage: { width: unit * 4, textAlign: 'right', color: muted, fontSize: 11, lineHeight: leading(11, 1.35) },
  grow: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  pageTitle: { fontSize: 24, fontWeight: 600, letterSpacing: -0.6, lineHeight: '30pt', marginBottom: unit * 4 },
  contactLine: { fontSize: 11, color: ink, textDecoration: 'none', lineHeight: leading(11, 1.6) },
});
