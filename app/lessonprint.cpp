#include "app/lessonprint.h"

#include "app/charts/contrast.h"
#include "app/lessonpage.h"
#include "lessons/math.h"

#include <QAbstractSpinBox>
#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QLegend>
#include <QLineEdit>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPrinter>
#include <QRadioButton>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSlider>
#include <QStyle>
#include <QTextEdit>

#include <algorithm>
#include <memory>
#include <utility>

namespace app {
namespace {

// A break closer than this share of a page to the previous one wastes more paper than cutting
// through a block.
constexpr double kMinPageFill = 0.4;
// Text and lines are vectors at any resolution; this one sets the size of the few images.
constexpr int kPdfDpi = 150;
constexpr char kOffPaperProperty[] = "attnOffPaper";

// What is there to be pressed, dragged or typed into has no use on paper (a student pass found
// the printed lesson full of buttons, slider tracks and an empty text box showing its
// placeholder): while the page prints, push buttons, sliders and empty text fields are hidden
// and spin boxes lose their arrows. Radio buttons and check boxes stay: they show the answers
// chosen; a slider's value stays in its spin box. Everything comes back when this goes.
class PaperOnly {
public:
    explicit PaperOnly(QWidget* root) {
        for (QWidget* widget : root->findChildren<QWidget*>()) {
            if (!widget->isVisibleTo(root) || !isLiveOnly(widget))
                continue;
            hidden_.append(widget);
            widget->hide();
        }
        for (QChartView* view : root->findChildren<QChartView*>()) {
            QLegend* legend = view->chart()->legend();
            if (!legend->flags().testFlag(QGraphicsItem::ItemClipsChildrenToShape))
                continue;
            legends_.append(legend);
            legend->setFlag(QGraphicsItem::ItemClipsChildrenToShape, false);
        }
        for (QAbstractSpinBox* spin : root->findChildren<QAbstractSpinBox*>()) {
            if (spin->buttonSymbols() == QAbstractSpinBox::NoButtons)
                continue;
            spins_.append({spin, spin->buttonSymbols(), spin->maximumWidth()});
            spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
            // Its slider is off the paper: the value alone, not a field across the column.
            spin->setMaximumWidth(spin->sizeHint().width());
        }
    }
    ~PaperOnly() {
        for (const QPointer<QWidget>& widget : std::as_const(hidden_)) {
            if (widget)
                widget->show();
        }
        for (const QPointer<QLegend>& legend : std::as_const(legends_)) {
            if (legend)
                legend->setFlag(QGraphicsItem::ItemClipsChildrenToShape, true);
        }
        for (const SpinBoxLook& look : std::as_const(spins_)) {
            if (!look.spin)
                continue;
            look.spin->setButtonSymbols(look.symbols);
            look.spin->setMaximumWidth(look.maximumWidth);
        }
    }
    PaperOnly(const PaperOnly&) = delete;
    PaperOnly& operator=(const PaperOnly&) = delete;

private:
    static bool isLiveOnly(const QWidget* widget) {
        if (widget->property(kOffPaperProperty).toBool())
            return true;
        if (auto* button = qobject_cast<const QAbstractButton*>(widget))
            return !qobject_cast<const QRadioButton*>(button) &&
                   !qobject_cast<const QCheckBox*>(button);
        if (qobject_cast<const QSlider*>(widget))
            return true;
        if (auto* line = qobject_cast<const QLineEdit*>(widget))
            return line->text().isEmpty() && !qobject_cast<const QAbstractSpinBox*>(line->parent());
        if (auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
            return plain->document()->isEmpty();
        if (auto* rich = qobject_cast<const QTextEdit*>(widget))
            return rich->document()->isEmpty();
        return false;
    }

    QList<QPointer<QWidget>> hidden_;
    QList<QPointer<QLegend>> legends_;
    struct SpinBoxLook {
        QPointer<QAbstractSpinBox> spin;
        QAbstractSpinBox::ButtonSymbols symbols;
        int maximumWidth;
    };
    QList<SpinBoxLook> spins_;
};

} // namespace

void keepOffPaper(QWidget* widget) {
    widget->setProperty(kOffPaperProperty, true);
}

int printLessonPage(LessonPage* page, QPagedPaintDevice* device) {
    // QWidget::render paints onto a printer through a pixmap at the printer's resolution: "Print
    // lesson" to a PDF file came out as 10.9 MB of page images with no text. Printing to a file
    // goes through a PDF writer instead, as "Export lesson as PDF" does: text and vectors.
    if (auto* printer = dynamic_cast<QPrinter*>(device);
        printer && printer->outputFormat() == QPrinter::PdfFormat &&
        !printer->outputFileName().isEmpty()) {
        QPdfWriter writer(printer->outputFileName());
        writer.setTitle(lessons::plainTextWithMath(page->lesson().title));
        writer.setCreator(QStringLiteral("Attention Lab"));
        writer.setPageLayout(printer->pageLayout());
        writer.setResolution(kPdfDpi);
        return printLessonPage(page, &writer);
    }
    page->ensureBuilt();
    page->settleLayout();
    // Paper is white: a dark screen palette printed near-white text and black radio buttons on
    // it. The page prints in the style's standard (light) palette and gets its own back after.
    QWidget* paperRoot = page->widget();
    const bool dark = attn::charts::isDarkPalette(paperRoot->palette());
    const bool ownPalette = paperRoot->testAttribute(Qt::WA_SetPalette);
    const QPalette screenPalette = paperRoot->palette();
    if (dark) {
        paperRoot->setPalette(paperRoot->style()->standardPalette());
        page->settleLayout();
    }
    const auto restorePalette = qScopeGuard([&] {
        if (dark)
            paperRoot->setPalette(ownPalette ? screenPalette : QPalette());
    });
    auto paperOnly = std::make_unique<PaperOnly>(paperRoot);
    page->settleLayout();
    const auto showLiveWidgets = qScopeGuard([&] {
        paperOnly.reset();
        page->settleLayout();
    });
    QWidget* content = page->textColumn(); // the page's margins beside it stay off the paper
    const int width = std::max(1, content->width());
    const int height = content->height();
    const QRect paper = device->pageLayout().paintRectPixels(device->logicalDpiX());
    const double scale = double(paper.width()) / double(width);
    const int pageHeight = std::max(1, int(paper.height() / scale));

    QList<int> breaks; // bottoms of the blocks a page may end with, in content coordinates
    for (const LessonPage::PaperBlock& block : page->paperBlocks()) {
        if (!block.keepWithNext)
            breaks.append(block.bottom);
    }
    std::sort(breaks.begin(), breaks.end());

    QPainter painter(device);
    int pages = 0;
    for (int top = 0; top < height;) {
        int bottom = std::min(height, top + pageHeight);
        if (bottom < height) {
            const auto last = std::upper_bound(breaks.cbegin(), breaks.cend(), bottom);
            if (last != breaks.cbegin() && *(last - 1) > top + int(pageHeight * kMinPageFill))
                bottom = *(last - 1);
        }
        if (pages > 0)
            device->newPage();
        painter.save();
        painter.scale(scale, scale);
        content->render(&painter, QPoint(0, 0), QRegion(0, top, width, bottom - top),
                        QWidget::DrawChildren);
        painter.restore();
        ++pages;
        top = bottom;
    }
    return pages;
}

bool exportLessonPdf(LessonPage* page, const QString& path, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = LessonPage::tr("Cannot write %1: %2 (check the folder's permissions).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(lessons::plainTextWithMath(page->lesson().title));
        writer.setCreator(QStringLiteral("Attention Lab"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(kPdfDpi);
        printLessonPage(page, &writer);
    }
    if (!file.commit()) {
        *error = LessonPage::tr("Cannot save %1: %2 (check free space).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace app
