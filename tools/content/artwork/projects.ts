/** Per-project kits: palette, domain screens (matched by keywords) and the 8 cover compositions. */
import { makePalette, mix, withPanel, fromHsl, hsl, type Palette } from './palette.ts';
import type { Ctx } from './svg.ts';
import type { Screen } from './devices.ts';
import type { Widget } from './screens/types.ts';
import { browserCard, browserSolo, laptopPhone, layers, panel, phones, soloPhone, tabletPhone, tiltPhone, widgetsBoard } from './layouts.ts';
import { componentSheet, tokenSheet, tokenTiers, variantsRow } from './boards.ts';
import { travel, travelWidgets, monthlyPriceCard } from './screens/travel.ts';
import { gaming, gamingWidgets, itemCard, timerCard } from './screens/gaming.ts';
import { events, eventWidgets, eventCard } from './screens/events.ts';
import { mortgage, mortgageWidgets, advisorCard } from './screens/mortgage.ts';
import { chatScreen, chatWidgets } from './screens/chat.ts';
import { fashion, fashionWidgets, productCard, type CardVariant } from './screens/fashion.ts';
import { dashboard } from './screens/common.ts';

export type Form = 'phone' | 'desktop' | 'laptop' | 'cards';
export type KitScreen = { re: RegExp; form: Form; screen?: Screen; cards?: Widget[] };

export type Kit = {
  slug: string;
  p: Palette;
  dark: boolean;
  screens: KitScreen[];
  /** Widgets shown on component sheets. */
  sheet: Widget[];
  widgets: Widget[];
  mobile: Screen[];
  desktop: Screen[];
  covers: Array<(c: Ctx) => void>;
};

const w = (wd: number, h: number, draw: Widget['draw']): Widget => ({ w: wd, h, draw });

function covers(list: Array<(c: Ctx) => void>): Array<(c: Ctx) => void> {
  return list.map((fn, i) => (c: Ctx) => {
    panel(c, i);
    fn(c);
  });
}

export function makeKit(slug: string, accent: { light: string; dark: string }): Kit {
  switch (slug) {
    case 'stayforlong': {
      const p = makePalette(accent.light, accent.dark);
      const t = travel;
      return {
        slug, p, dark: false,
        screens: [
          { re: /range picker|month-range|date picker/, form: 'phone', screen: t.monthRangePicker },
          { re: /flexible dates|chips for/, form: 'phone', screen: t.flexibleDates },
          { re: /search results|results list/, form: 'phone', screen: t.hotelList },
          { re: /monthly-price-card|hotel card with/, form: 'cards', cards: [monthlyPriceCard] },
          { re: /breakdown|bottom sheet/, form: 'phone', screen: t.priceBreakdown },
          { re: /filter/, form: 'phone', screen: t.longStayFilters },
          { re: /hotel page|hotel-detail-page|desktop/, form: 'desktop', screen: t.hotelPageDesktop },
          { re: /checkout/, form: 'phone', screen: t.checkoutScreen },
          { re: /confirmation/, form: 'phone', screen: t.confirmation },
          { re: /\bmap\b/, form: 'phone', screen: t.mapScreen },
          { re: /calendar|dates/, form: 'phone', screen: t.calendarScreen },
          { re: /hotel|listing/, form: 'phone', screen: t.hotelDetail },
        ],
        sheet: [travelWidgets[0]!, travelWidgets[2]!, travelWidgets[1]!, travelWidgets[4]!],
        widgets: travelWidgets,
        mobile: [t.hotelList, t.monthRangePicker, t.hotelDetail, t.mapScreen],
        desktop: [t.hotelList, t.hotelPageDesktop],
        covers: covers([
          (c) => laptopPhone(c, t.hotelList, t.monthRangePicker),
          (c) => phones(c, [t.hotelList, t.monthRangePicker, t.confirmation]),
          (c) => browserCard(c, t.monthlyPrices, [travelWidgets[0]!, travelWidgets[3]!]),
          (c) => tabletPhone(c, t.mapScreen, t.hotelDetail),
          (c) => tiltPhone(c, t.monthlyPrices, [travelWidgets[2]!, travelWidgets[4]!, travelWidgets[1]!, travelWidgets[3]!]),
          (c) => layers(c, [t.hotelList, t.calendarScreen, t.mapScreen]),
          (c) => laptopPhone(c, t.hotelPageDesktop, t.priceBreakdown, true),
          (c) => widgetsBoard(c, [travelWidgets[0]!, monthlyPriceCard, travelWidgets[2]!, travelWidgets[1]!, travelWidgets[4]!, travelWidgets[3]!]),
        ]),
      };
    }
    case 'huru': {
      const base = makePalette(accent.light, accent.dark, 'dark');
      const [h] = hsl(accent.light);
      const p = withPanel(base, fromHsl(h, 0.3, 0.09), fromHsl(h, 0.45, 0.17));
      const g = gaming;
      const states = (['available', 'rented', 'owned', 'unavailable'] as const).map((s, i) => w(200, 304, (c) => { itemCard(c, 16, 16, 168, s, [3, 4, 2, 1][i]); }));
      return {
        slug, p, dark: true,
        screens: [
          { re: /catalog/, form: 'desktop', screen: g.catalog },
          { re: /card states|four versions|versions of the same item/, form: 'cards', cards: states },
          { re: /item detail/, form: 'phone', screen: g.itemDetail },
          { re: /wallet-connect|wallets|connect/, form: 'phone', screen: g.walletSheet },
          { re: /pending|progress ring/, form: 'phone', screen: g.pending },
          { re: /error/, form: 'phone', screen: g.txError },
          { re: /listing form|listing-form/, form: 'desktop', screen: g.listingForm },
          { re: /earnings|owner dashboard/, form: 'laptop', screen: g.earnings },
          { re: /timer|countdown|active rental/, form: 'cards', cards: [timerCard] },
          { re: /wallet/, form: 'phone', screen: g.walletSheet },
          { re: /item|rent/, form: 'phone', screen: g.itemDetail },
        ],
        sheet: [states[0]!, states[1]!, timerCard, gamingWidgets[3]!],
        widgets: gamingWidgets,
        mobile: [g.catalog, g.itemDetail, g.pending, g.walletSheet],
        desktop: [g.catalog, g.earnings],
        covers: covers([
          (c) => laptopPhone(c, g.catalog, g.itemDetail),
          (c) => phones(c, [g.catalog, g.itemDetail, g.pending]),
          (c) => browserCard(c, g.earnings, [gamingWidgets[3]!, gamingWidgets[0]!]),
          (c) => tabletPhone(c, g.listingForm, g.walletSheet),
          (c) => tiltPhone(c, g.itemDetail, [gamingWidgets[0]!, gamingWidgets[3]!, gamingWidgets[2]!, gamingWidgets[1]!]),
          (c) => layers(c, [g.catalog, g.itemDetail, g.rentalTimerScreen]),
          (c) => phones(c, [g.walletSheet, g.rentalTimerScreen], false),
          (c) => widgetsBoard(c, [states[0]!, gamingWidgets[3]!, states[1]!, timerCard, states[2]!]),
        ]),
      };
    }
    case 'clubberize': {
      const p = makePalette(accent.light, accent.dark);
      const e = events;
      const dark = (s: Screen): Screen => s;
      const variants = [
        w(320, 304, (c) => { eventCard(c, 12, 12, 296); }),
        w(320, 112, (c) => { eventCard(c, 12, 12, 296, true); }),
        eventWidgets[2]!,
      ];
      return {
        slug, p, dark: false,
        screens: [
          { re: /dashboard/, form: 'laptop', screen: e.promoterDashboard },
          { re: /builder/, form: 'desktop', screen: e.eventBuilder },
          { re: /tier editor|tier-editor|tiers/, form: 'desktop', screen: e.tierEditor },
          { re: /event page|event-page/, form: 'phone', screen: e.eventPage },
          { re: /lineup/, form: 'desktop', screen: e.lineup },
          { re: /ticket wallet|ticket-wallet/, form: 'phone', screen: e.ticketWallet },
          { re: /door|scan/, form: 'phone', screen: e.doorScan },
          { re: /discover|feed/, form: 'phone', screen: e.discoverFeed },
          { re: /ticket|qr/, form: 'phone', screen: e.ticketWallet },
          { re: /event/, form: 'phone', screen: e.eventPage },
        ],
        sheet: [variants[0]!, variants[1]!, eventWidgets[1]!, eventWidgets[2]!],
        widgets: eventWidgets,
        mobile: [e.discoverFeed, e.eventPage, e.ticketWallet, dark(e.doorScan)],
        desktop: [e.promoterDashboard, e.lineup],
        covers: covers([
          (c) => laptopPhone(c, e.promoterDashboard, e.ticketWallet),
          (c) => phones(c, [e.discoverFeed, e.eventPage, e.ticketWallet]),
          (c) => browserCard(c, e.lineup, [eventWidgets[1]!, eventWidgets[2]!]),
          (c) => tabletPhone(c, e.tierEditor, e.doorScan),
          (c) => tiltPhone(c, e.eventPage, [eventWidgets[0]!, eventWidgets[2]!, eventWidgets[1]!, variants[1]!]),
          (c) => layers(c, [e.discoverFeed, e.eventPage, e.ticketWallet]),
          (c) => browserCard(c, e.eventBuilder, [eventWidgets[0]!], true),
          (c) => phones(c, [e.scanner, e.doorScan], false),
        ]),
      };
    }
    case 'lowtaux': {
      const p = makePalette(accent.light, accent.dark);
      const m = mortgage;
      const advisors = [0, 1, 2].map((i) => w(300, 400, (c) => advisorCard(c, 0, 0, 300, 400, i)));
      return {
        slug, p, dark: false,
        screens: [
          { re: /comparison table|comparing/, form: 'desktop', screen: m.comparisonTable },
          { re: /offer card|offer-card/, form: 'phone', screen: m.offerCardScreen },
          { re: /toggle|segmented/, form: 'phone', screen: m.rateToggle },
          { re: /calculator/, form: 'laptop', screen: m.calculator },
          { re: /affordability|estimated loan/, form: 'phone', screen: m.affordability },
          { re: /advisor cards|advisor-profile|three advisor/, form: 'cards', cards: advisors },
          { re: /booking calendar|week view/, form: 'desktop', screen: m.bookingCalendar },
          { re: /checklist|confirmation/, form: 'phone', screen: m.documentChecklist },
          { re: /tooltip|glossary/, form: 'phone', screen: m.glossaryTooltip },
          { re: /offer|bank|rate/, form: 'phone', screen: m.offerCardScreen },
        ],
        sheet: [mortgageWidgets[0]!, mortgageWidgets[1]!, mortgageWidgets[2]!],
        widgets: mortgageWidgets,
        mobile: [m.offerCardScreen, m.rateToggle, m.affordability, m.documentChecklist],
        desktop: [m.calculator, m.comparisonTable],
        covers: covers([
          (c) => laptopPhone(c, m.calculator, m.offerCardScreen),
          (c) => phones(c, [m.rateToggle, m.offerCardScreen, m.affordability]),
          (c) => browserCard(c, m.comparisonTable, [mortgageWidgets[0]!, mortgageWidgets[1]!]),
          (c) => tabletPhone(c, m.bookingCalendar, m.documentChecklist),
          (c) => tiltPhone(c, m.affordability, [mortgageWidgets[0]!, mortgageWidgets[1]!, mortgageWidgets[2]!]),
          (c) => layers(c, [m.offerCardScreen, m.affordability, m.glossaryTooltip]),
          (c) => browserSolo(c, m.advisorCards),
          (c) => laptopPhone(c, m.bookingCalendar, m.glossaryTooltip, true),
        ]),
      };
    }
    case 'hypo': {
      const p = makePalette(accent.light, accent.dark);
      const s = chatScreen;
      const sheetCards = [chatWidgets[1]!, chatWidgets[2]!, chatWidgets[0]!, w(300, 150, (c) => {
        c.bar(20, 24, 120, 10, c.p.ink);
        for (let i = 0; i < 3; i++) {
          c.bar(20, 52 + i * 28, 90, 7, c.p.inkSoft);
          c.bar(236, 52 + i * 28, 40, 7, c.p.accentStrong);
        }
      })];
      return {
        slug, p, dark: false,
        screens: [
          { re: /welcome|opening/, form: 'phone', screen: s('welcome') },
          { re: /quick-reply|quick reply/, form: 'phone', screen: s('quick') },
          { re: /summary/, form: 'phone', screen: s('summary') },
          { re: /\bedit/, form: 'phone', screen: s('edit') },
          { re: /income|number field/, form: 'phone', screen: s('income') },
          { re: /result|prequalification|borrow/, form: 'phone', screen: s('result') },
          { re: /handoff|advisor/, form: 'phone', screen: s('handoff') },
          { re: /error|dropped/, form: 'phone', screen: s('error') },
          { re: /chat|message|bot/, form: 'phone', screen: s('typing') },
        ],
        sheet: sheetCards,
        widgets: chatWidgets,
        mobile: [s('welcome'), s('income'), s('result'), s('quick')],
        desktop: [s('welcome'), s('handoff')],
        covers: covers([
          (c) => laptopPhone(c, s('welcome'), s('quick')),
          (c) => phones(c, [s('welcome'), s('income'), s('result')]),
          (c) => browserCard(c, s('handoff'), [chatWidgets[0]!, chatWidgets[1]!]),
          (c) => tabletPhone(c, s('summary'), s('income')),
          (c) => tiltPhone(c, s('quick'), [chatWidgets[0]!, chatWidgets[1]!, chatWidgets[2]!]),
          (c) => layers(c, [s('welcome'), s('income'), s('result')]),
          (c) => phones(c, [s('summary'), s('handoff')], false),
          (c) => soloPhone(c, s('result'), chatWidgets[1]!),
        ]),
      };
    }
    default: {
      // mango and any other: fashion + design system.
      const p = makePalette(accent.light, accent.dark);
      const f = fashion;
      const vs: CardVariant[] = ['grid', 'list', 'campaign', 'store'];
      const hs: Record<CardVariant, number> = { grid: 328, list: 156, campaign: 316, store: 362 };
      const cards = vs.map((v) => w(v === 'list' ? 360 : 220, hs[v], (c) => { productCard(c, 14, 14, v === 'list' ? 332 : 192, v, v === 'grid'); }));
      return {
        slug, p, dark: false,
        screens: [
          { re: /card variants|card in four variants|variants/, form: 'cards', cards },
          { re: /size/, form: 'phone', screen: f.sizeSelector },
          { re: /stock|associate|scanned/, form: 'phone', screen: f.stockLookup },
          { re: /documentation|docs/, form: 'desktop', screen: f.docsSite },
          { re: /adoption|dashboard/, form: 'laptop', screen: (c) => dashboard(c, { chart: 'multi', table: true, donut: false }) },
          { re: /product|listing|grid/, form: 'phone', screen: f.productGrid },
        ],
        sheet: [cards[0]!, fashionWidgets[1]!, cards[1]!],
        widgets: fashionWidgets,
        mobile: [f.productGrid, f.sizeSelector, f.stockLookup],
        desktop: [f.productGrid, f.docsSite],
        covers: covers([
          (c) => componentSheet(c, [cards[0]!, fashionWidgets[1]!, cards[1]!]),
          (c) => tokenSheet(c),
          (c) => phones(c, [f.productGrid, f.sizeSelector, f.stockLookup]),
          (c) => browserCard(c, f.docsSite, [cards[0]!, fashionWidgets[1]!]),
          (c) => layers(c, [f.productGrid, f.sizeSelector, f.stockLookup]),
          (c) => laptopPhone(c, f.productGrid, f.productGrid),
          (c) => variantsRow(c, cards),
          (c) => tokenTiers(c),
        ]),
      };
    }
  }
}

/** A second palette for theme-swap images (a "campaign" hue). */
export function campaignPalette(p: Palette): Palette {
  const [h] = hsl(p.accent);
  return makePalette(fromHsl(h + 150, 0.62, 0.45), fromHsl(h + 150, 0.7, 0.7));
}

void mix;
