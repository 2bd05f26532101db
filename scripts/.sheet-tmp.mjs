// usage: node sheet.mjs out.png files...
import sharp from "sharp";

const [out, ...files] = process.argv.slice(2);
const imgs = await Promise.all(files.map(async (f) => ({ f, m: await sharp(f).metadata() })));
const h = Math.max(...imgs.map((i) => i.m.height));
let x = 0;
const comp = [];
for (const i of imgs) {
  comp.push({ input: i.f, left: x, top: 0 });
  x += i.m.width + 8;
}
await sharp({ create: { width: x, height: h, channels: 3, background: "#ff00ff" } })
  .composite(comp)
  .png()
  .toFile(out);
