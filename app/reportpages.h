// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMarginsF>

class QPagedPaintDevice;
class QTextDocument;

namespace app {

// QTextDocument::print breaks wherever a page is full: the record's report printed a heading
// alone at a page foot, a table's header row on one page and its rows on the next, rows cut
// through, and a lesson that ran three lines over a page left them alone on a page of their own.
// These break a document laid out in one column between pieces that may be parted instead.

// A piece of the document that stays on one page, in document coordinates. The pieces tile the
// document top to bottom.
struct PaperPiece {
    double top = 0;
    double bottom = 0;
    bool keepWithNext = false;  // a heading, a table's header row, a paragraph's first line
    bool startsChapter = false; // a lesson's heading: a page of its own if the lesson fits one
    int table = -1;             // its table's index in the header list, -1 outside a table
};
// A table's header rows, repeated at the top of every page the table continues on.
struct TableHeader {
    double top = 0; // the table's top border
    double bottom = 0;
};
// A page: the document from `top` to `bottom`, under the header `repeatedHeader` (-1: none).
struct PaperPage {
    double top = 0;
    double bottom = 0;
    int repeatedHeader = -1;
};

// Where a document breaks into pages of `pageHeight`: no page ends on a piece kept with the
// next, a lesson that fits a page starts one when the page before is at least 40% full, a page
// that continues a table has room for its header, and the last page is not left with a line or
// two when the page before can give it some.
QList<PaperPage> breakIntoPages(const QList<PaperPiece>& pieces, const QList<TableHeader>& headers,
                                double pageHeight);

// The pieces of `document` as laid out now (QTextDocument::setTextWidth, no page height): a
// heading (any level) keeps with the short paragraphs under it and the first piece after them
// (never with a level-1 heading after them), a table's header rows (<thead>) with its first
// row, a paragraph of four lines or more keeps its first two and last two together; a level-1
// heading other than the first starts a chapter.
QList<PaperPiece> paperPieces(QTextDocument* document, QList<TableHeader>* headers);

// Lays `document` out for `device` as printInPages prints it: the device's resolution, the
// text width inside the margins, each table's columns as wide as their content asks (none
// narrower than its longest word, where the width allows). Returns the margins (left, top, right,
// bottom), in device pixels.
QMarginsF layOutOnPaper(QTextDocument* document, QPagedPaintDevice* device);

// Where printInPages breaks `document`, which it lays out first as layOutOnPaper does: the
// margins, the height of text a page holds, the tables' header rows and the pages, in device
// pixels.
struct PaperPlan {
    QMarginsF inside;
    double pageHeight = 0;
    double foot = 0; // the page number's band under the text
    QList<TableHeader> headers;
    QList<PaperPage> pages;
};
PaperPlan planPages(QTextDocument* document, QPagedPaintDevice* device);

// Prints `document` (its default font and content; its layout is changed) onto `device` with
// those breaks, text 2 cm from the paper's edges at least, page numbers at the foot. Returns
// the number of pages.
int printInPages(QTextDocument* document, QPagedPaintDevice* device);

} // namespace app
