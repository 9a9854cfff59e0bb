// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <memory>

class QPagedPaintDevice;
class QWidget;

namespace app {

class LessonPage;

// Paints a whole lesson page, as it is on screen (charts at their current settings, answers
// filled in), onto a printer or PDF writer, scaled to the page width. Pages break between
// blocks where a block fits on one page, inside a block only when it is taller than a page.
// Returns the number of pages.
int printLessonPage(LessonPage* page, QPagedPaintDevice* device);
// Marks what only the screen needs (a placeholder saying what the student must do first): the
// printed page leaves it out, as it leaves out buttons and sliders.
// `off` false takes the mark back (a lab's notice slot is off paper only while empty).
void keepOffPaper(QWidget* widget, bool off = true);
// Paper shows `text` in one plain line where `widget` stands (what waits on screen for the student,
// said instead of left out); an empty text takes the mark back.
void sayOnPaper(QWidget* widget, const QString& text);
// While it lives, the page looks as it prints (printLessonPage makes one): no buttons, sliders,
// radio circles, input boxes or mnemonic underlines; a question's options as a plain list with
// the student's choice named; a section heading with nothing under it left out.
class PaperLook {
public:
    explicit PaperLook(LessonPage* page);
    ~PaperLook();
    PaperLook(const PaperLook&) = delete;
    PaperLook& operator=(const PaperLook&) = delete;

private:
    std::unique_ptr<class PaperOnly> look_;
};
// The same into a PDF file, written atomically.
bool exportLessonPdf(LessonPage* page, const QString& path, QString* error);

} // namespace app
