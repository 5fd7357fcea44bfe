import { t as assertNever } from "./assert-never-FGExYdX8.js";
// libs/domain/src/markup/plain-text.ts
function write(nodes, out) {
	for (const node of nodes) switch (node.type) {
		case "text":
			out.push(node.text);
			break;
		case "lineBreak":
			out.push("\n");
			break;
		case "hide": break;
		case "spoiler":
			out.push(node.title);
			break;
		case "b":
		case "i":
		case "u":
		case "s":
		case "center":
		case "right":
		case "a":
		case "novel":
			write(node.children, out);
			break;
		case "user":
			out.push(node.username);
			break;
		case "img":
		case "sticker":
		case "smile": break;
		default: assertNever(node);
	}
}
/**
* The text a reader sees in a markup tree, without formatting: links keep their text, a user mention
* its name, a spoiler shows only its title, hidden text and pictures (images, stickers, smiles) are
* left out. Used for excerpts (SPEC.md §9) and other plain-text places such as notifications.
*/
function markupPlainText(nodes) {
	const out = [];
	write(nodes, out);
	return out.join("");
}
export { markupPlainText as t };

//# sourceMappingURL=plain-text-R7F60DBT.js.map