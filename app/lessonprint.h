#pragma once

#include <QString>

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
void keepOffPaper(QWidget* widget);
// The same into a PDF file, written atomically.
bool exportLessonPdf(LessonPage* page, const QString& path, QString* error);

} // namespace app
