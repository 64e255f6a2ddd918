import { StyleSheet } from '@react-pdf/renderer';

/**
 * The PDF's type and spacing, after the site's: Inter, small upper-case
 * section labels, muted dates in their own column, an 8-point rhythm.
 */

/** Registered under this name by the renderer (tools/build/cv-pdf.ts). */
export const pdfFontFamily = 'Inter';

/** The PDFs' colours (the CV's, the case studies', the deck's). */
export const ink = '#161615';
export const muted = '#5C5B55';
export const rule = '#E4E3DD';
export const unit = 8;
const dateColumn = 88;
const bodySize = 8.75;
/**
 * Line height in points for a font size, set on each text style: a
 * multiplier is resolved against the wrong size where styles nest, and one
 * on the page hides the fixed footer.
 */
const leading = (size = bodySize) => `${(size * 1.45).toFixed(2)}pt`;

export const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: bodySize,
    color: ink,
    paddingTop: unit * 6,
    paddingBottom: unit * 7,
    paddingHorizontal: unit * 7,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: unit * 3 },
  name: { fontSize: 24, fontWeight: 600, letterSpacing: -0.6, lineHeight: 1.1, marginBottom: unit * 0.75 },
  role: { fontSize: 10, color: muted, lineHeight: leading(10) },
  contact: { alignItems: 'flex-end', paddingTop: 3 },
  contactLine: { color: ink, textDecoration: 'none', fontSize: bodySize, lineHeight: leading() },
  section: { marginTop: unit * 2.5 },
  label: {
    fontSize: 7,
    fontWeight: 600,
    // More tracking than this reads as spaced-out letters to text extraction (applicant-tracking systems).
    letterSpacing: 0.3,
    textTransform: 'uppercase',
    color: muted,
    paddingBottom: unit * 0.75,
    marginBottom: unit,
    borderBottomWidth: 0.75,
    borderBottomColor: rule,
  },
  summary: { fontSize: 9.5, lineHeight: leading(9.5) },
  paragraph: { marginBottom: unit * 0.5, lineHeight: leading() },
  entry: { flexDirection: 'row', marginBottom: unit * 1.5 },
  dates: { width: dateColumn, color: muted, paddingTop: 1, lineHeight: leading() },
  entryBody: { flex: 1 },
  position: { fontSize: 9.5, fontWeight: 600, marginBottom: 2, lineHeight: leading(9.5) },
  company: { color: ink, textDecoration: 'none' },
  muted: { color: muted },
  workRow: { flexDirection: 'row', marginBottom: unit * 0.5 },
  line: { lineHeight: leading() },
  workName: { width: dateColumn, fontWeight: 600, color: ink, textDecoration: 'none', lineHeight: leading() },
  columns: { flexDirection: 'row', marginTop: unit * 2.5, gap: unit * 4 },
  column: { flex: 1 },
  strong: { fontWeight: 600 },
  footer: {
    position: 'absolute',
    bottom: unit * 3.5,
    left: unit * 7,
    right: unit * 7,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: muted,
  },
});
