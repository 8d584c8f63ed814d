/**
 * The web editor (/admin/, Sveltia CMS) on its local backend with a folder the test hands it.
 * Sveltia's local mode asks the browser for a folder (showDirectoryPicker), whose native picker
 * a headless browser cannot answer: the page is given a folder of the origin-private file system
 * instead, filled from a copy of the repository on disk, and what the editor writes there is
 * copied back to that copy, so the test reads the very files the editor wrote.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';

export const siteDir = path.join(__dirname, '..');

/** What the editor reads: the content folders and files of its collections. */
const contentPaths = [
  'blog',
  'i18n/sw/docusaurus-plugin-content-blog',
  'pages/case-study',
  'pages/_people.yml',
  'pages/_testimonials.yml',
] as const;

/** A temporary copy of the repository's content, with the `.git` folder Sveltia looks for. */
export function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-editor-'));
  for (const entry of contentPaths) {
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true});
  }
  fs.mkdirSync(path.join(dir, '.git'));
  return dir;
}

type FileData = {readonly path: string; readonly base64: string};

function filesOf(dir: string): FileData[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return {
        path: path.relative(dir, file).split(path.sep).join('/'),
        base64: fs.readFileSync(file).toString('base64'),
      };
    });
}

/** The folder of the origin-private file system that stands for the repository. */
const folderName = 'repository';

/** Opens /admin/ and signs in to the local backend with a copy of `dir`. */
export async function openEditorOn(page: Page, dir: string): Promise<void> {
  await page.addInitScript((name) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name),
    });
  }, folderName);
  await page.goto('/admin/');
  await page.evaluate(
    async ({name, files}) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, {recursive: true}).catch(() => undefined);
      const repository = await root.getDirectoryHandle(name, {create: true});
      await repository.getDirectoryHandle('.git', {create: true});
      for (const file of files) {
        const parts = file.path.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, {create: true});
        }
        const writable = await (
          await folder.getFileHandle(parts.at(-1)!, {create: true})
        ).createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    {name: folderName, files: filesOf(dir).filter((f) => !f.path.startsWith('.git'))},
  );
  await page.getByRole('button', {name: 'Work with Local Repository'}).click();
  await page.getByRole('tree', {name: 'Collection List'}).waitFor();
}

/** Copies every file of the editor's folder back to `dir`; returns the paths that were new or changed. */
export async function copyBack(page: Page, dir: string): Promise<string[]> {
  const files = await page.evaluate(async (name) => {
    const found: {path: string; base64: string}[] = [];
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // @ts-expect-error entries() is not in TypeScript's DOM types yet
      for await (const [entryName, handle] of folder.entries()) {
        if (entryName === '.git') continue;
        const at = prefix ? `${prefix}/${entryName}` : entryName;
        if (handle.kind === 'directory') {
          await walk(handle, at);
        } else {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
          let binary = '';
          bytes.forEach((b) => (binary += String.fromCharCode(b)));
          found.push({path: at, base64: btoa(binary)});
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '');
    return found;
  }, folderName);
  const changed: string[] = [];
  for (const file of files) {
    const target = path.join(dir, file.path);
    const bytes = Buffer.from(file.base64, 'base64');
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(bytes)) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, bytes);
      changed.push(file.path);
    }
  }
  return changed.sort();
}
