import type { EligibilityRule } from '@questboard/contract/eligibility';

/** Believable demo content for `npm run seed`: brands, each with quests, conditions and tasks. */
export interface DemoQuest {
  title: string;
  description: string;
  reward: string;
  categories: string[];
  days: [start: number, end: number];
  conditions: { network: string; action: string; params: Record<string, unknown> }[];
  tasks: { title: string; description: string; resultType: 'LINK' | 'TEXT' | 'IMAGE'; review: 'AUTO' | 'MANUAL' }[];
  /** A pool paid at the end (docs/distribution.md) instead of `reward` to each of the first participants. */
  pays?: { mode: 'RAFFLE'; winners: number; pool: string } | { mode: 'EQUAL_SPLIT'; pool: string };
  /** Who may take part (docs/eligibility.md); absent: everyone. */
  rules?: EligibilityRule[];
}
export interface DemoBrand {
  name: string;
  description: string;
  website: string;
  categories: string[];
  colors: [string, string];
  backers: { name: string; url: string }[];
  quests: DemoQuest[];
}

const follow = (network: string, handle: string) => ({ network, action: 'FOLLOW', params: { handle } });
const visit = (url: string) => ({ network: 'WEB', action: 'VISIT_LINK', params: { url } });
const followBrand = { network: 'QUESTBOARD', action: 'FOLLOW_BRAND', params: {} };
const quiz = (question: string, options: string[], answerIndex: number) => ({
  network: 'WEB',
  action: 'QUIZ',
  params: { question, options, answerIndex },
});
// Links and texts are accepted when sent, so the demo pays the people who try it; images wait for the demo brand's
// review, so the review queue has something to show.
const task = (title: string, description: string, resultType: 'LINK' | 'TEXT' | 'IMAGE' = 'LINK') => ({
  title,
  description,
  resultType,
  review: resultType === 'IMAGE' ? ('MANUAL' as const) : ('AUTO' as const),
});

export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: 'Nova Swap',
    description: 'A decentralised exchange with low fees and deep liquidity for long-tail tokens.',
    website: 'https://novaswap.example',
    categories: ['defi', 'finance'],
    colors: ['#3b82f6', '#9333ea'],
    backers: [
      { name: 'Seedling Capital', url: 'https://seedling.example' },
      { name: 'Orbit Ventures', url: 'https://orbit.example' },
    ],
    quests: [
      {
        title: 'Make your first swap on Nova',
        description: 'Learn how swaps work, try one on the testnet and tell us how it went.',
        reward: '25',
        categories: ['defi'],
        days: [-3, 14],
        conditions: [
          follow('TWITTER', '@novaswap'),
          quiz('What does a DEX let you do?', ['Swap tokens', 'Mine blocks'], 0),
        ],
        tasks: [
          task('Swap on the testnet', 'Paste the transaction link of your swap.'),
          task('Share a screenshot', 'Show us your swap confirmation.', 'IMAGE'),
          task('Tell us what to improve', 'One sentence is enough.', 'TEXT'),
        ],
      },
      {
        title: 'Liquidity provider bootcamp',
        description: 'Provide liquidity to a test pool and learn about impermanent loss.',
        reward: '60',
        categories: ['defi', 'education'],
        days: [-1, 30],
        conditions: [followBrand, visit('https://novaswap.example/docs/liquidity')],
        tasks: [task('Add liquidity', 'Link the transaction that added liquidity.')],
      },
      {
        title: 'Nova Swap launch party recap',
        description: 'Our launch week is over — thank you to everyone who joined.',
        reward: '10',
        categories: ['social'],
        days: [-40, -10],
        conditions: [follow('TWITTER', '@novaswap')],
        tasks: [task('Repost the recap', 'Link your repost.')],
      },
    ],
  },
  {
    name: 'Pixel Realms',
    description: 'A cosy open-world game where players own their islands and trade crafted items.',
    website: 'https://pixelrealms.example',
    categories: ['gaming', 'nft'],
    colors: ['#f97316', '#facc15'],
    backers: [{ name: 'Play Fund', url: 'https://playfund.example' }],
    quests: [
      {
        title: 'Build your first island',
        description: 'Start the game, build a house and show it to the community.',
        reward: '40',
        categories: ['gaming'],
        days: [-2, 21],
        conditions: [{ network: 'DISCORD', action: 'JOIN', params: { url: 'https://discord.example/pixelrealms' } }],
        tasks: [
          task('Build a house', 'A screenshot of your island with a house.', 'IMAGE'),
          task('Name your island', 'What did you call it?', 'TEXT'),
        ],
      },
      {
        title: 'Season two beta testers',
        description: 'Play the season two beta before anyone else and report what you find.',
        reward: '120',
        categories: ['gaming', 'technology'],
        days: [3, 20],
        conditions: [followBrand],
        tasks: [task('Report a bug', 'Link your report on our tracker.')],
      },
    ],
  },
  {
    name: 'Verde Kitchen',
    description: 'Plant-based recipes from chefs around the world, delivered as weekly boxes.',
    website: 'https://verdekitchen.example',
    categories: ['food', 'lifestyle'],
    colors: ['#16a34a', '#84cc16'],
    backers: [],
    quests: [
      {
        title: 'Cook the green curry challenge',
        description: 'Cook our green curry at home and share a photo of your plate.',
        reward: '15',
        categories: ['food'],
        days: [-5, 10],
        conditions: [follow('INSTAGRAM', '@verdekitchen')],
        tasks: [
          task('Photo of your curry', 'Show us your plate.', 'IMAGE'),
          task('Rate the recipe', 'From 1 to 5, and why.', 'TEXT'),
        ],
      },
      {
        title: 'Meal-prep Sunday',
        description: 'Plan five plant-based lunches for the week using our planner.',
        reward: '8',
        categories: ['food', 'fitness'],
        days: [-1, 6],
        conditions: [visit('https://verdekitchen.example/planner')],
        tasks: [task('Share your plan', 'Link your public plan.')],
      },
    ],
  },
  {
    name: 'Stride Run Club',
    description: 'A global running club with weekly challenges and local meet-ups.',
    website: 'https://strideclub.example',
    categories: ['fitness', 'sports'],
    colors: ['#ef4444', '#f43f5e'],
    backers: [{ name: 'Move Partners', url: 'https://move.example' }],
    quests: [
      {
        title: 'Run 5 km this week',
        description: 'Any pace, any place. Log your run and share it.',
        reward: '12',
        categories: ['fitness'],
        days: [-2, 5],
        conditions: [{ network: 'TELEGRAM', action: 'JOIN', params: { url: 'https://t.example/strideclub' } }],
        tasks: [task('Link your run', 'A link to your run on any tracking app.')],
      },
      {
        title: 'Stride monthly distance pot',
        description: 'Log one run this month: everyone who does shares the 500-token pot equally when the month ends.',
        reward: '500',
        categories: ['fitness', 'sports'],
        days: [-3, 27],
        conditions: [followBrand],
        tasks: [task('Link one run', 'A link to any run you logged this month.')],
        pays: { mode: 'EQUAL_SPLIT', pool: '500' },
      },
    ],
  },
  {
    name: 'Lumen Academy',
    description: 'Short, friendly courses on blockchain, security and product design.',
    website: 'https://lumen.example',
    categories: ['education', 'technology'],
    colors: ['#0ea5e9', '#14b8a6'],
    backers: [{ name: 'Open Learning Fund', url: 'https://olf.example' }],
    quests: [
      {
        title: 'Wallet security in ten minutes',
        description: 'Watch the lesson, answer the quiz and set up a hardware-wallet checklist.',
        reward: '30',
        categories: ['education'],
        days: [-7, 60],
        conditions: [quiz('Where should a seed phrase live?', ['In a cloud note', 'Offline, written down'], 1)],
        tasks: [task('Your checklist', 'Share the three steps you will take.', 'TEXT')],
      },
      {
        title: 'Design a better onboarding',
        description: 'Sketch the first screen of a wallet app for a first-time user.',
        reward: '75',
        categories: ['education', 'art'],
        days: [-1, 25],
        conditions: [follow('TWITTER', '@lumenacademy'), visit('https://lumen.example/brief')],
        tasks: [task('Upload your sketch', 'A photo or export of the screen.', 'IMAGE')],
      },
      {
        title: 'Lumen graduates: teach a friend',
        description: 'For people who already finished a quest: explain one security habit to a friend in your words.',
        reward: '45',
        categories: ['education'],
        days: [-2, 40],
        conditions: [visit('https://lumen.example/teach')],
        tasks: [task('What you taught', 'The habit, and how your friend took it.', 'TEXT')],
        rules: [{ kind: 'COMPLETED_QUESTS', count: 1 }],
      },
    ],
  },
  {
    name: 'Echo Sound',
    description: 'Independent music label and listening community.',
    website: 'https://echosound.example',
    categories: ['music', 'art'],
    colors: ['#a855f7', '#ec4899'],
    backers: [],
    quests: [
      {
        title: 'Remix the Echo sample pack',
        description: 'Download our free sample pack and make a 30-second loop.',
        reward: '50',
        categories: ['music'],
        days: [-4, 18],
        conditions: [follow('TIKTOK', '@echosound')],
        tasks: [task('Share your loop', 'A link to your loop on any platform.')],
      },
      {
        title: 'Echo listening party raffle',
        description: 'Listen to the new EP and tell us your favourite track: five listeners win 40 tokens each.',
        reward: '40',
        categories: ['music'],
        days: [-1, 9],
        conditions: [visit('https://echosound.example/ep')],
        tasks: [task('Your favourite track', 'Which one, and why?', 'TEXT')],
        pays: { mode: 'RAFFLE', winners: 5, pool: '200' },
      },
    ],
  },
];
