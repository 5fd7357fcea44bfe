import type { Page, Request, TestInfo } from '@playwright/test';
import { failOnPageErrors } from './support/checks';
import { demoAccounts } from './support/e2e-settings';
import { projectPath, tagOf as runTag } from './support/seed-projects';
import { signUpFreshUser, type FreshAccount } from './support/session';
import { expect, test } from './support/test';
import {
  blockToolSteps,
  expectSentAll,
  inlineToolSteps,
  markupPictureStep,
  sentOf,
  writeWithEveryTool,
  writingSurface,
  type ToolData,
} from './support/writing-tools';

/*
 * Every writing surface of the site × every tool of its editor (docs/product §3 tags and content
 * blocks), on a desktop and a phone: each tool used with the mouse and from the keyboard finished
 * with Enter sends nothing, keeps the text written before, and puts its result in the text; the form
 * then sends it all. A spoiler added from the toolbar once sent the unfinished comment.
 */

interface Project {
  _id: string;
  url: string;
  name: string;
  section: string;
}

const tagOf = (testInfo: TestInfo) => `${runTag(testInfo)}${Date.now().toString(36).slice(-4)}`;

async function projectOf(page: Page, section: 'novel' | 'game', index = 0): Promise<Project> {
  const answer = await page.request.get(`/api/novels?section=${section}&sortBy=name&direction=asc`);
  const { result } = (await answer.json()) as { result: { novels: Project[] } };
  const project = result.novels[index];
  if (!project) throw new Error(`The seed has no ${section}`);
  return project;
}

/** A comment of the writer's own on a project, through the API (to answer or to edit). */
async function commentThroughApi(page: Page, project: Project, content: string): Promise<void> {
  const answer = await page.request.post('/api/comments', {
    data: { content, source: project._id, sourceType: 'game', review: false, images: [] },
  });
  expect(answer.ok()).toBe(true);
}

/** A message of the writer's own, through the API (to edit). */
async function messageThroughApi(page: Page, to: FreshAccount, body: string): Promise<void> {
  const answer = await page.request.post('/api/messages', { data: { to: to.id, body } });
  expect(answer.ok()).toBe(true);
}

/**
 * The writer's own comment on a project, written through the API; on the project's page, presses
 * `button` on it (to answer or to edit).
 */
async function pressOnOwnComment(
  page: Page,
  project: Project,
  content: string,
  button: string,
): Promise<void> {
  await commentThroughApi(page, project, content);
  await page.goto(projectPath(project));
  await page
    .locator('article[id]')
    .filter({ hasText: content })
    .getByRole('button', { name: button })
    .click();
}

/** Signs up a fresh reader to write to, then the writer (signed in after); answers the reader. */
async function freshCorrespondent(page: Page, tag: string): Promise<FreshAccount> {
  const to = await signUpFreshUser(page, `${tag}r`);
  await signUpFreshUser(page, tag);
  return to;
}

const sends =
  (method: string, path: RegExp) =>
  (request: Request): boolean =>
    request.method() === method && path.test(new URL(request.url()).pathname);

/** A form that hosts an editor, as its writer reaches it. */
interface HostForm {
  name: string;
  blocks?: true;
  /** Signs in and opens the form; answers the editor's label. */
  open: (page: Page, tag: string) => Promise<string>;
  /** The form's send button. */
  sendButton: string;
  /** The request the form's send makes. */
  isSend: (request: Request) => boolean;
}

const hosts: HostForm[] = [
  {
    name: 'new comment',
    open: async (page, tag) => {
      await signUpFreshUser(page, tag);
      await page.goto(projectPath(await projectOf(page, 'novel')));
      return 'Комментарий';
    },
    sendButton: 'Отправить',
    isSend: sends('POST', /^\/api\/comments$/),
  },
  {
    name: 'reply',
    open: async (page, tag) => {
      const me = await signUpFreshUser(page, tag);
      const project = await projectOf(page, 'novel', 1);
      await pressOnOwnComment(page, project, `Вопрос ${tag}`, 'Ответить');
      return `Ответ пользователю ${me.username}`;
    },
    sendButton: 'Ответить',
    isSend: sends('POST', /^\/api\/comments$/),
  },
  {
    name: 'edited comment',
    open: async (page, tag) => {
      await signUpFreshUser(page, tag);
      const project = await projectOf(page, 'novel', 2);
      await pressOnOwnComment(page, project, `Черновая мысль ${tag}`, 'Редактировать');
      return 'Правка комментария';
    },
    sendButton: 'Сохранить',
    isSend: sends('PUT', /^\/api\/comments\/\w+$/),
  },
  {
    // With «Отзыв» ticked the spoiler's dialog once sent a review.
    name: 'review',
    open: async (page, tag) => {
      await signUpFreshUser(page, tag);
      await page.goto(projectPath(await projectOf(page, 'game')));
      await page
        .getByRole('form', { name: 'Комментарий' })
        .getByText('Отзыв', { exact: true })
        .click();
      return 'Комментарий';
    },
    sendButton: 'Отправить',
    isSend: sends('POST', /^\/api\/novelReviews$/),
  },
  {
    name: 'new message',
    open: async (page, tag) => {
      const to = await freshCorrespondent(page, tag);
      await page.goto(`/messages?user=${to.id}`);
      return `Сообщение для ${to.username}`;
    },
    sendButton: 'Отправить',
    isSend: sends('POST', /^\/api\/messages$/),
  },
  {
    name: 'edited message',
    open: async (page, tag) => {
      const to = await freshCorrespondent(page, tag);
      await messageThroughApi(page, to, `Черновое сообщение ${tag}`);
      await page.goto(`/messages?user=${to.id}`);
      await page
        .getByRole('log', { name: `Переписка с ${to.username}` })
        .getByRole('listitem')
        .filter({ hasText: `Черновое сообщение ${tag}` })
        .getByRole('button', { name: 'Изменить сообщение' })
        .click();
      return 'Изменение сообщения';
    },
    sendButton: 'Отправить',
    isSend: sends('PUT', /^\/api\/messages\/\w+$/),
  },
  {
    name: 'article body',
    blocks: true,
    open: async (page, tag) => {
      await signUpFreshUser(page, tag);
      await page.goto('/addPost');
      await page.getByRole('textbox', { name: 'Заголовок' }).fill(`Статья ${tag}`);
      return 'Текст статьи';
    },
    sendButton: 'Создать черновик',
    isSend: sends('POST', /^\/api\/postDrafts$/),
  },
  {
    name: 'project description',
    open: async (page, tag) => {
      await signUpFreshUser(page, tag);
      await page.goto('/add');
      const name = page.getByRole('textbox', { name: 'Название' });
      await name.fill(`Проект ${tag}`);
      await name.blur();
      return 'Описание';
    },
    sendButton: 'Сохранить',
    isSend: sends('POST', /^\/api\/drafts\/novels$/),
  },
  {
    name: 'profile description',
    open: async (page, tag) => {
      const me = await signUpFreshUser(page, tag);
      await page.goto(`/edit/profile/${me.id}`);
      return 'О себе';
    },
    sendButton: 'Обновить',
    isSend: sends('PUT', /^\/api\/profile\/\w+$/),
  },
];

test.describe('every tool inside every form that sends', () => {
  failOnPageErrors();
  // Some thirty tool uses a test, each with its dialog, list or upload.
  test.describe.configure({ timeout: 180_000 });

  for (const host of hosts) {
    test(`${host.name}: each tool with the mouse and with Enter sends nothing; then all is sent`, async ({
      page,
    }, testInfo) => {
      const label = await host.open(page, tagOf(testInfo));
      const surface = writingSurface(page, label);
      await expect(surface.editor).toBeVisible();
      const project = await projectOf(page, 'novel', 3);
      const data: ToolData = { project, mention: demoAccounts.moderator.username };
      const steps = [
        ...inlineToolSteps(data),
        ...(host.blocks ? blockToolSteps() : [markupPictureStep()]),
      ];
      const pieces = await writeWithEveryTool(surface, steps);

      const sent = page.waitForRequest(host.isSend);
      const form = surface.editor.locator('xpath=ancestor::form[1]');
      await form.getByRole('button', { name: host.sendButton, exact: true }).click();
      const request = await sent;
      expect((await request.response())?.status()).toBeLessThan(300);
      expectSentAll(sentOf(request), pieces);
    });
  }
});

/** The page's promise of a selection made as the Enter key is released. */
type TapAfterEnter = Window & { chosen?: Promise<void> };

test.describe('a word chosen right after Enter', () => {
  failOnPageErrors();

  // Chrome on Android (the phone here) lets the page handle Enter, and ProseMirror reads a change of
  // selection within 100 ms after an Enter as the browser's own Enter: a word chosen at once was
  // replaced by a new line. A tool's list finished with Enter, then a tap on a word, did just that.
  test('is only chosen: the lines stay as written, and typing replaces the word', async ({
    page,
  }, testInfo) => {
    const label = await hosts[0]!.open(page, tagOf(testInfo));
    const { editor } = writingSurface(page, label);
    await editor.click();
    await page.keyboard.type('первая строка');
    await page.keyboard.press('Enter');
    await page.keyboard.type('вторая');
    // The tap comes with the Enter key's release, well within those 100 ms (a call from the test
    // to the page can take longer): the selection goes on «строка», and the editor reads it.
    await editor.evaluate((root) => {
      (window as TapAfterEnter).chosen = new Promise<void>((resolve, reject) => {
        const choose = () => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          let text: Text | null = null;
          while (!text && walker.nextNode()) {
            const node = walker.currentNode as Text;
            if (node.data === 'первая строка') text = node;
          }
          if (!text) return reject(new Error('No first line'));
          const range = document.createRange();
          range.setStart(text, 'первая '.length);
          range.setEnd(text, text.data.length);
          document.addEventListener(
            'selectionchange',
            () => requestAnimationFrame(() => resolve()),
            { once: true },
          );
          window.getSelection()?.removeAllRanges();
          window.getSelection()?.addRange(range);
        };
        root.addEventListener('keyup', choose, { once: true });
      });
    });
    await page.keyboard.press('Enter');
    await page.evaluate(() => (window as TapAfterEnter).chosen);
    await page.keyboard.type('линия');
    await expect
      .poll(() => editor.innerText())
      // The two lines, and the empty one the last Enter began (a line break and its placeholder).
      .toBe('первая линия\nвторая\n\n');
  });
});
