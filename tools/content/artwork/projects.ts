/**
 * Per-project kits: palette, domain screens, the 8 cover compositions, and the
 * table naming each case-study image's drawing by its file name.
 */
import { makePalette, mix, withPanel, fromHsl, hsl, type Palette } from './palette.ts';
import type { Ctx } from './svg.ts';
import type { Screen } from './devices.ts';
import type { Widget } from './screens/types.ts';
import { browserCard, browserSolo, deskSetup, laptopPhone, layers, panel, phones, soloPhone, tabletPhone, themeSwap, tiltPhone, widgetsBoard } from './layouts.ts';
import { affinity, blueprint, colorInventory, componentAudit, componentSheet, flow, journey, salesChart, surveyBars, tokenSheet, tokenTiers, variantsRow } from './boards.ts';
import { board, browserShot, cardRow, formAudit, laptopShot, pageAudit, phoneShot, type DrawingTable } from './drawings.ts';
import { travel, travelWidgets, monthlyPriceCard } from './screens/travel.ts';
import { gaming, gamingWidgets, itemCard, timerCard } from './screens/gaming.ts';
import { events, eventWidgets, eventCard } from './screens/events.ts';
import { mortgage, mortgageWidgets, advisorCard } from './screens/mortgage.ts';
import { chatScreen, chatWidgets } from './screens/chat.ts';
import { fashion, fashionWidgets, productCard, type CardVariant } from './screens/fashion.ts';
import { dashboard } from './screens/common.ts';

export type Kit = {
  slug: string;
  palette: Palette;
  dark: boolean;
  /** Which drawing each case-study image is, by file name without its extension. */
  images: DrawingTable;
  /** Widgets shown on component sheets. */
  sheet: Widget[];
  widgets: Widget[];
  mobile: Screen[];
  desktop: Screen[];
  covers: Array<(c: Ctx) => void>;
};

const widget = (wd: number, h: number, draw: Widget['draw']): Widget => ({ w: wd, h, draw });

function covers(list: Array<(c: Ctx) => void>): Array<(c: Ctx) => void> {
  return list.map((fn, i) => (c: Ctx) => {
    panel(c, i);
    fn(c);
  });
}

/** The kit of a project this generator draws for, or null for any other (its images are the owner's). */
export function makeKit(slug: string, accent: { light: string; dark: string }): Kit | null {
  switch (slug) {
    case 'stayforlong': {
      const p = makePalette(accent.light, accent.dark);
      const t = travel;
      const sheet = [travelWidgets[0]!, travelWidgets[2]!, travelWidgets[1]!, travelWidgets[4]!];
      return {
        slug, palette: p, dark: false,
        images: {
          'research-affinity-map': board((c) => affinity(c, 4, false)),
          'guest-journey-map': board(journey),
          'month-range-picker': phoneShot(t.monthRangePicker),
          'flexible-dates-chips': phoneShot(t.flexibleDates),
          'search-results': phoneShot(t.hotelList),
          'monthly-price-card': cardRow([monthlyPriceCard]),
          'price-breakdown-sheet': phoneShot(t.priceBreakdown),
          'long-stay-filters': phoneShot(t.longStayFilters),
          'hotel-detail-page': browserShot(t.hotelPageDesktop),
          'component-library': board((c) => componentSheet(c, sheet, false)),
          'booking-checkout': phoneShot(t.checkoutScreen),
          'booking-confirmation': phoneShot(t.confirmation),
        },
        sheet,
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
      const states = (['available', 'rented', 'owned', 'unavailable'] as const).map((s, i) => widget(200, 304, (c) => { itemCard(c, 16, 16, 168, s, [3, 4, 2, 1][i]); }));
      const sheet = [states[0]!, states[1]!, timerCard, gamingWidgets[3]!];
      return {
        slug, palette: p, dark: true,
        images: {
          'discord-research-board': board((c) => affinity(c, 4, true)),
          'rental-flow-map': board((c) => flow(c, 'drop')),
          'game-catalog': browserShot(g.catalog),
          'item-card-states': cardRow(states),
          'item-detail': phoneShot(g.itemDetail),
          'wallet-connect-sheet': phoneShot(g.walletSheet),
          'transaction-pending': phoneShot(g.pending),
          'transaction-error': phoneShot(g.txError),
          'owner-listing-form': browserShot(g.listingForm),
          'earnings-dashboard': laptopShot(g.earnings),
          'rental-timer': cardRow([timerCard]),
          'color-token-sheet': board((c) => tokenSheet(c, true)),
          'component-library': board((c) => componentSheet(c, sheet, true)),
        },
        sheet,
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
        widget(320, 304, (c) => { eventCard(c, 12, 12, 296); }),
        widget(320, 112, (c) => { eventCard(c, 12, 12, 296, true); }),
        eventWidgets[2]!,
      ];
      const sheet = [variants[0]!, variants[1]!, eventWidgets[1]!, eventWidgets[2]!];
      return {
        slug, palette: p, dark: false,
        images: {
          'service-blueprint': board(blueprint),
          'dashboard-overview': laptopShot(e.promoterDashboard),
          'event-builder': browserShot(e.eventBuilder),
          'ticket-tier-editor': browserShot(e.tierEditor),
          'live-sales-chart': board(salesChart),
          'website-event-page': phoneShot(e.eventPage),
          'lineup-module': browserShot(e.lineup),
          'app-ticket-wallet': phoneShot(e.ticketWallet),
          'door-scan-screen': phoneShot(e.doorScan),
          'discover-feed': phoneShot(e.discoverFeed),
          'token-architecture': board((c) => tokenTiers(c, true)),
          'component-library': board((c) => componentSheet(c, sheet, false)),
        },
        sheet,
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
      const advisors = [0, 1, 2].map((i) => widget(300, 400, (c) => advisorCard(c, 0, 0, 300, 400, i)));
      const sheet = [mortgageWidgets[0]!, mortgageWidgets[1]!, mortgageWidgets[2]!];
      return {
        slug, palette: p, dark: false,
        images: {
          'old-homepage-audit': board(pageAudit),
          'survey-results': board(surveyBars),
          'offer-comparison-table': browserShot(m.comparisonTable),
          'offer-card-mobile': phoneShot(m.offerCardScreen),
          'rate-type-toggle': phoneShot(m.rateToggle),
          'mortgage-calculator': laptopShot(m.calculator),
          'affordability-result': phoneShot(m.affordability),
          'advisor-profile-cards': cardRow(advisors),
          'advisor-booking-calendar': browserShot(m.bookingCalendar),
          'document-checklist': phoneShot(m.documentChecklist),
          'glossary-tooltip': phoneShot(m.glossaryTooltip),
          'component-library': board((c) => componentSheet(c, sheet, false)),
        },
        sheet,
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
      const sheet = [chatWidgets[1]!, chatWidgets[2]!, chatWidgets[0]!, widget(300, 150, (c) => {
        c.bar(20, 24, 120, 10, c.palette.ink);
        for (let i = 0; i < 3; i++) {
          c.bar(20, 52 + i * 28, 90, 7, c.palette.inkSoft);
          c.bar(236, 52 + i * 28, 40, 7, c.palette.accentStrong);
        }
      })];
      const mobile = [s('welcome'), s('income'), s('result'), s('quick')];
      const desktop = [s('welcome'), s('handoff')];
      return {
        slug, palette: p, dark: false,
        images: {
          'legacy-form-audit': board(formAudit),
          'conversation-flow-map': board((c) => flow(c, 'branch')),
          'wizard-of-oz-setup': board((c) => deskSetup(c, desktop[1]!, mobile[0]!)),
          'chat-welcome': phoneShot(s('welcome')),
          'quick-reply-chips': phoneShot(s('quick')),
          'income-input-message': phoneShot(s('income')),
          'summary-card': phoneShot(s('summary')),
          'edit-answer': phoneShot(s('edit')),
          'prequalification-result': phoneShot(s('result')),
          'advisor-handoff': phoneShot(s('handoff')),
          'chat-component-sheet': board((c) => componentSheet(c, sheet, false)),
          'error-recovery-message': phoneShot(s('error')),
        },
        sheet,
        widgets: chatWidgets,
        mobile,
        desktop,
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
    case 'mango': {
      // Fashion and its design system.
      const p = makePalette(accent.light, accent.dark);
      const f = fashion;
      const vs: CardVariant[] = ['grid', 'list', 'campaign', 'store'];
      const hs: Record<CardVariant, number> = { grid: 328, list: 156, campaign: 316, store: 362 };
      const cards = vs.map((v) => widget(v === 'list' ? 360 : 220, hs[v], (c) => { productCard(c, 14, 14, v === 'list' ? 332 : 192, v, v === 'grid'); }));
      const mobile = [f.productGrid, f.sizeSelector, f.stockLookup];
      const adoption: Screen = (c) => dashboard(c, { chart: 'multi', table: true, donut: false });
      return {
        slug, palette: p, dark: false,
        images: {
          'component-audit': board(componentAudit),
          'color-inventory': board(colorInventory),
          'token-tiers': board((c) => tokenTiers(c, false)),
          'seasonal-theme-swap': board((c) => themeSwap(c, mobile[0]!, campaignPalette(p))),
          'product-card-variants': cardRow(cards),
          'size-selector': phoneShot(f.sizeSelector),
          'stock-lookup-app': phoneShot(f.stockLookup),
          'documentation-site': browserShot(f.docsSite),
          'contribution-flow': board((c) => flow(c, 'time')),
          'adoption-dashboard': laptopShot(adoption),
        },
        sheet: [cards[0]!, fashionWidgets[1]!, cards[1]!],
        widgets: fashionWidgets,
        mobile,
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
    default:
      return null;
  }
}

/** A second palette for theme-swap images (a "campaign" hue). */
export function campaignPalette(p: Palette): Palette {
  const [h] = hsl(p.accent);
  return makePalette(fromHsl(h + 150, 0.62, 0.45), fromHsl(h + 150, 0.7, 0.7));
}

void mix;
