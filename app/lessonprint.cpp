// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/lessonprint.h"

#include "app/blocks/answerinput.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/charts/contrast.h"
#include "app/lessonpage.h"
#include "app/measureditem.h"
#include "app/papercontrols.h"
#include "app/papercuts.h"
#include "app/paperframes.h"
#include "app/richtext.h"
#include "lessons/math.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QBoxLayout>
#include <QChartView>
#include <QCheckBox>
#include <QCommandLinkButton>
#include <QDir>
#include <QFont>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QPageSize>
#include <QPaintEngine>
#include <QPaintEvent>
#include <QPainter>
#include <QPdfWriter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPrinter>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSlider>
#include <QStyle>
#include <QStyleOption>
#include <QTextEdit>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace app {
namespace {

// Text and lines are vectors at any resolution; this one sets the size of the few images.
constexpr int kPdfDpi = 150;
constexpr char kOffPaperProperty[] = "attnOffPaper";
constexpr char kPaperTextProperty[] = "attnPaperText";

// The palette a page prints in. Paper is white: a dark screen palette printed near-white text
// and black radio buttons on it, so a dark page prints in the style's standard (light) palette,
// and under a desktop's dark scheme (GTK's Adwaita:dark), where that is dark too and the PDF
// came out near-white on white (sp16), in a fixed light one. A control locked until a prediction
// is made prints as it will read, not greyed (the lesson PDF showed "Width d_k" and its value
// in the disabled grey).
QPalette paperPalette(const QWidget* root) {
    QPalette paper = root->palette();
    if (attn::charts::isDarkPalette(paper)) {
        paper = root->style()->standardPalette();
        if (attn::charts::isDarkPalette(paper)) {
            paper = QPalette(QColor(0xef, 0xef, 0xef));
            paper.setColor(QPalette::Window, Qt::white);
            paper.setColor(QPalette::Base, Qt::white);
            paper.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
        }
    }
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::Base,
          QPalette::Window, QPalette::Button, QPalette::Light, QPalette::Mid, QPalette::Dark}) {
        paper.setColor(QPalette::Disabled, role, paper.color(QPalette::Active, role));
    }
    return paper;
}

} // namespace

// What is there to be pressed, dragged or typed into has no use on paper (a student pass found
// the printed lesson full of buttons, slider tracks and an empty text box showing its
// placeholder): while the page prints, push buttons, sliders and empty text fields are hidden
// and spin boxes lose their arrows and frame. A question's options print as a plain list with
// the student's choice named in words, a filled field as its text, a label without its mnemonic
// underline, and a section heading with nothing under it not at all (student pass sp13 N2:
// radio circles, input boxes, "Raw l̲ogits" and a bare "Takeaways" heading were printed).
// Everything comes back when this goes.
class PaperOnly {
public:
    explicit PaperOnly(LessonPage* page)
        : focus_(QApplication::focusWidget()), root_(page->widget()),
          rootHadPalette_(root_->testAttribute(Qt::WA_SetPalette)),
          screenPalette_(root_->palette()) {
        QWidget* root = root_;
        root->setPalette(paperPalette(root));
        // First, so that the controls and answers of the steps it shows are put on paper below.
        for (WalkthroughBlock* walkthrough : root->findChildren<WalkthroughBlock*>()) {
            if (walkthrough->isVisibleTo(root))
                stepsOnPaper(walkthrough);
        }
        for (AnswerInput* input : root->findChildren<AnswerInput*>()) {
            if (!input->isVisibleTo(root))
                continue;
            const QString markdown = input->paperMarkdown();
            hide(input);
            if (!markdown.isEmpty())
                standIn(input, new MarkdownLabel(markdown));
        }
        for (QWidget* widget : root->findChildren<QWidget*>()) {
            if (!widget->isVisibleTo(root)) {
                // A hidden button keeping its room on screen (a done question's Check) would
                // print as a blank band.
                if (widget->sizePolicy().retainSizeWhenHidden() && isLiveOnly(widget)) {
                    kept_.append(widget);
                    setRetainSize(widget, false);
                }
                continue;
            }
            if (const QString said = widget->property(kPaperTextProperty).toString();
                !said.isEmpty()) {
                // What waits for the student, said in a line: left out without a word, a
                // lesson's lab question went missing and "Takeaways" printed over nothing (sp23).
                auto* words = new QLabel(said);
                words->setTextFormat(Qt::PlainText);
                words->setWordWrap(true);
                QFont italic = widget->font();
                italic.setItalic(true);
                hide(widget);
                standIn(widget, words);
                words->setFont(italic);
            } else if (const QString line = controlOnPaper(widget); !line.isEmpty()) {
                hide(widget);
                standIn(widget, new MarkdownLabel(line));
            } else if (auto* link = qobject_cast<QCommandLinkButton*>(widget)) {
                // The next lesson's card: where to go on, in words (it printed an empty frame).
                auto* words =
                    new QLabel(link->accessibleDescription().isEmpty()
                                   ? link->accessibleName()
                                   : LessonPage::tr("%1. %2").arg(link->accessibleName(),
                                                                  link->accessibleDescription()));
                words->setWordWrap(true);
                hide(link);
                standIn(link, words);
            } else if (isLiveOnly(widget)) {
                hide(widget);
            } else if (auto* editor = qobject_cast<QPlainTextEdit*>(widget)) {
                // An explanation written back prints as its text: the editor painted an empty
                // frame on paper (sp14 N2), its viewport not following the widget's render.
                hide(editor);
                standIn(editor, writtenOnPaper(editor));
            } else if (auto* option = qobject_cast<QAbstractButton*>(widget);
                       option && !option->text().isEmpty()) {
                // A prediction's options (Sharper, Flatter, Unchanged) carry their own text.
                const QString text = plainMnemonic(option->text());
                hide(option);
                standIn(option, new QLabel(option->isChecked()
                                               ? LessonPage::tr("%1 (your choice)").arg(text)
                                               : QStringLiteral("• ") + text));
            } else if (auto* line = qobject_cast<QLineEdit*>(widget);
                       line && !qobject_cast<QAbstractSpinBox*>(line->parent())) {
                // Its text alone: no box, no background (the red one of a rejected entry too).
                fields_.append({line, line->hasFrame(), line->palette(),
                                line->testAttribute(Qt::WA_SetPalette)});
                line->setFrame(false);
                QPalette paper = line->palette();
                paper.setColor(QPalette::Base, Qt::transparent);
                line->setPalette(paper);
            } else if (auto* label = qobject_cast<QLabel*>(widget);
                       label && label->buddy() && label->text().contains(QLatin1Char('&'))) {
                labels_.append({label, label->text()});
                label->setText(plainMnemonic(label->text()));
            }
        }
        for (QWidget* heading : page->emptyHeadings())
            hide(heading);
        frames_.column = page->textColumn();
        for (QWidget* box : root->findChildren<QWidget*>()) {
            if (FramesOnPaper::draws(box)) {
                box->installEventFilter(&frames_);
                framed_.append(box);
            }
        }
        for (QChartView* view : root->findChildren<QChartView*>()) {
            QLegend* legend = view->chart()->legend();
            if (!legend->flags().testFlag(QGraphicsItem::ItemClipsChildrenToShape))
                continue;
            legends_.append(legend);
            legend->setFlag(QGraphicsItem::ItemClipsChildrenToShape, false);
        }
        for (QAbstractSpinBox* spin : root->findChildren<QAbstractSpinBox*>()) {
            if (spin->buttonSymbols() == QAbstractSpinBox::NoButtons && !spin->hasFrame())
                continue;
            spins_.append({spin, spin->buttonSymbols(), spin->maximumWidth(), spin->hasFrame()});
            spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
            spin->setFrame(false);
            // Its slider is off the paper: the value alone, not a field across the column.
            spin->setMaximumWidth(spin->sizeHint().width());
        }
    }
    ~PaperOnly() {
        for (const QPointer<QWidget>& step : std::as_const(shownSteps_)) {
            if (step)
                step->hide();
        }
        for (const QPointer<QWidget>& box : std::as_const(framed_)) {
            if (box)
                box->removeEventFilter(&frames_);
        }
        for (const QPointer<QWidget>& widget : std::as_const(kept_)) {
            if (widget)
                setRetainSize(widget, true);
        }
        for (const QPointer<QWidget>& widget : std::as_const(standIns_))
            delete widget.data();
        for (const QPointer<QWidget>& widget : std::as_const(hidden_)) {
            if (widget)
                widget->show();
        }
        for (const FieldLook& look : std::as_const(fields_)) {
            if (!look.field)
                continue;
            look.field->setFrame(look.frame);
            look.field->setPalette(look.ownPalette ? look.palette : QPalette());
        }
        for (const auto& [label, text] : std::as_const(labels_)) {
            if (label)
                label->setText(text);
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
            look.spin->setFrame(look.frame);
        }
        // Hiding the focused option handed the focus on; it comes back with the screen.
        if (focus_ && QApplication::focusWidget() != focus_)
            focus_->setFocus(Qt::OtherFocusReason);
        if (root_)
            root_->setPalette(rootHadPalette_ ? screenPalette_ : QPalette());
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

    // Under its editor's name ("Your explanation"): in plain text alone, the student's words
    // read as lesson text on paper.
    static QWidget* writtenOnPaper(const QPlainTextEdit* editor) {
        auto* paper = new QWidget;
        auto* layout = new QVBoxLayout(paper);
        layout->setContentsMargins(0, 0, 0, 0);
        if (!editor->accessibleName().isEmpty()) {
            auto* heading = new QLabel(editor->accessibleName(), paper);
            heading->setTextFormat(Qt::PlainText);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
            layout->addWidget(heading);
        }
        auto* text = new QLabel(editor->toPlainText(), paper);
        text->setTextFormat(Qt::PlainText);
        text->setWordWrap(true);
        layout->addWidget(text);
        return paper;
    }

    // "Raw &logits:" as it reads ("&&" is a plain ampersand).
    static QString plainMnemonic(QString text) {
        static const QRegularExpression mnemonic(QStringLiteral("&(?!&)"));
        return text.remove(mnemonic).replace(QLatin1String("&&"), QLatin1String("&"));
    }

    static void setRetainSize(QWidget* widget, bool retain) {
        QSizePolicy policy = widget->sizePolicy();
        policy.setRetainSizeWhenHidden(retain);
        widget->setSizePolicy(policy);
    }

    // A walkthrough shows one step at a time; paper printed only that one ("Step 2 of 5", sp29).
    // It prints every step the student has reached, each under its title, and one line for
    // those not reached yet. Reached: up to the step shown or the last step holding an answered
    // prediction (Next waits at an unanswered one, so every step before it was passed).
    void stepsOnPaper(WalkthroughBlock* walkthrough) {
        auto* layout = qobject_cast<QBoxLayout*>(walkthrough->layout());
        if (!layout || walkthrough->stepCount() == 0)
            return;
        QList<QWidget*> pages(walkthrough->stepCount(), nullptr);
        for (QWidget* child : walkthrough->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
            if (const int step = walkthrough->stepHolding(child); step >= 0)
                pages[step] = child;
        }
        if (std::find(pages.cbegin(), pages.cend(), nullptr) != pages.cend())
            return;
        int reached = walkthrough->currentStep();
        for (const QuestionBlock* question : walkthrough->findChildren<QuestionBlock*>()) {
            if (question->isPrediction() && question->isAnswered())
                reached = std::max(reached, walkthrough->stepHolding(question));
        }
        const int count = walkthrough->stepCount();
        const auto titled = [&](int step) {
            return QCoreApplication::translate("app::WalkthroughBlock", "Step %1 of %2: %3")
                .arg(step + 1)
                .arg(count)
                .arg(walkthrough->stepTitle(step));
        };
        hide(walkthrough->stepLabel());
        for (int step = 0; step <= reached; ++step) {
            if (!pages.at(step)->isVisibleTo(walkthrough)) {
                pages.at(step)->show();
                shownSteps_.append(pages.at(step));
            }
            auto* title = new QLabel(titled(step));
            title->setTextFormat(Qt::PlainText);
            title->setWordWrap(true);
            QFont bold = walkthrough->stepLabel()->font();
            bold.setBold(true);
            title->setFont(bold);
            intoWalkthrough(walkthrough, layout, layout->indexOf(pages.at(step)), title);
        }
        // How many steps wait, never their titles: a later step's title can name the answer its
        // prediction asks for ("Dividing by the square root" before step 1's, sp30).
        if (reached + 1 < count) {
            const QString steps =
                reached + 2 == count
                    ? LessonPage::tr("one more step (step %1 of %1), not reached yet").arg(count)
                    : LessonPage::tr("%1 more steps (steps %2 to %3 of %3), not "
                                     "reached yet")
                          .arg(count - reached - 1)
                          .arg(reached + 2)
                          .arg(count);
            auto* waiting = new QLabel(
                QCoreApplication::translate("app::LessonPage", "Not printed yet: %1").arg(steps));
            waiting->setTextFormat(Qt::PlainText);
            waiting->setWordWrap(true);
            QFont italic = walkthrough->stepLabel()->font();
            italic.setItalic(true);
            waiting->setFont(italic);
            intoWalkthrough(walkthrough, layout, layout->indexOf(pages.at(reached)) + 1, waiting);
        }
    }

    void intoWalkthrough(WalkthroughBlock* walkthrough, QBoxLayout* layout, int index,
                         QLabel* label) {
        label->setParent(walkthrough);
        standIns_.append(label);
        keepToMeasure(label, measureShare(walkthrough->stepLabel()));
        insertIntoColumn(layout, index, label);
        label->show();
    }

    void hide(QWidget* widget) {
        hidden_.append(widget);
        widget->hide();
    }

    // `paper` takes the place of `live` in its parent's layout, in the same font.
    void standIn(QWidget* live, QWidget* paper) {
        QWidget* parent = live->parentWidget();
        paper->setParent(parent);
        paper->setFont(live->font());
        standIns_.append(paper);
        QLayout* layout = parent ? parent->layout() : nullptr;
        if (!layout || !placeBeside(layout, live, paper))
            paper->setGeometry(live->geometry());
        paper->show();
    }

    static bool placeBeside(QLayout* layout, QWidget* live, QWidget* paper) {
        const int index = layout->indexOf(live);
        if (index >= 0) {
            if (auto* box = qobject_cast<QBoxLayout*>(layout)) {
                // A stand-in for a block kept to the text's measure keeps to it too (the line
                // for a waiting gate ran the column's whole width).
                if (const double share = measureShare(live); share > 0) {
                    keepToMeasure(paper, share);
                    insertIntoColumn(box, index + 1, paper);
                } else {
                    box->insertWidget(index + 1, paper);
                }
                return true;
            }
            if (auto* grid = qobject_cast<QGridLayout*>(layout)) {
                int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
                grid->getItemPosition(index, &row, &column, &rowSpan, &columnSpan);
                grid->addWidget(paper, row, column, rowSpan, columnSpan);
                return true;
            }
            return false;
        }
        for (int i = 0; i < layout->count(); ++i) {
            if (QLayout* inner = layout->itemAt(i)->layout();
                inner && placeBeside(inner, live, paper))
                return true;
        }
        return false;
    }

    QPointer<QWidget> focus_;
    QPointer<QWidget> root_;
    bool rootHadPalette_;
    QPalette screenPalette_;
    QList<QPointer<QWidget>> hidden_;
    QList<QPointer<QWidget>> kept_; // hidden, their room given up on paper
    QList<QPointer<QWidget>> standIns_;
    QList<QPointer<QWidget>> shownSteps_; // walkthrough steps hidden on screen
    QList<QPair<QPointer<QLabel>, QString>> labels_;
    struct FieldLook {
        QPointer<QLineEdit> field;
        bool frame;
        QPalette palette;
        bool ownPalette;
    };
    QList<FieldLook> fields_;
    QList<QPointer<QLegend>> legends_;
    struct SpinBoxLook {
        QPointer<QAbstractSpinBox> spin;
        QAbstractSpinBox::ButtonSymbols symbols;
        int maximumWidth;
        bool frame;
    };
    QList<SpinBoxLook> spins_;
    FramesOnPaper frames_;
    QList<QPointer<QWidget>> framed_;
};

PaperLook::PaperLook(LessonPage* page) : look_(std::make_unique<PaperOnly>(page)) {}

PaperLook::~PaperLook() = default;

namespace {

// QWidget::render paints onto a device of type QInternal::Printer through a pixmap at the
// printer's resolution: "Print lesson" came out as page images without text (10.9 MB for one
// lesson, and the same to a real printer). A printer whose engine writes PDF (a PDF file, and
// CUPS, which is sent PDF) is painted through this stand-in, a device of another type that lends
// the printer's engine and measures, so the widgets draw text and vectors into it as they do for
// "Export lesson as PDF". Pages still turn on the printer itself. The print preview's engine
// (a picture engine recording each page) is lent the same way: through the pixmap, a page of
// lesson 1 was a 531 MiB image at 1200 dpi, the preview took about a minute and 1.4 GB (sp24).
class PdfEngineStandIn final : public QPaintDevice {
public:
    explicit PdfEngineStandIn(QPrinter* printer) : printer_(printer) {}
    QPaintEngine* paintEngine() const override { return printer_->paintEngine(); }

protected:
    int metric(PaintDeviceMetric metric) const override {
        switch (metric) {
        case PdmWidth:
            return printer_->width();
        case PdmHeight:
            return printer_->height();
        case PdmWidthMM:
            return printer_->widthMM();
        case PdmHeightMM:
            return printer_->heightMM();
        case PdmNumColors:
            return printer_->colorCount();
        case PdmDepth:
            return printer_->depth();
        case PdmDpiX:
            return printer_->logicalDpiX();
        case PdmDpiY:
            return printer_->logicalDpiY();
        case PdmPhysicalDpiX:
            return printer_->physicalDpiX();
        case PdmPhysicalDpiY:
            return printer_->physicalDpiY();
        case PdmDevicePixelRatio:
            return printer_->devicePixelRatio();
        case PdmDevicePixelRatioScaled:
            return int(printer_->devicePixelRatioF() * devicePixelRatioFScale());
        default:
            return QPaintDevice::metric(metric);
        }
    }

private:
    QPrinter* printer_;
};

} // namespace

void keepOffPaper(QWidget* widget, bool off) {
    widget->setProperty(kOffPaperProperty, off);
}

void sayOnPaper(QWidget* widget, const QString& text) {
    widget->setProperty(kPaperTextProperty, text);
}

int printLessonPage(LessonPage* page, QPagedPaintDevice* device) {
    auto* printer = dynamic_cast<QPrinter*>(device);
    std::optional<PdfEngineStandIn> standIn;
    const QPaintEngine* engine = printer ? printer->paintEngine() : nullptr;
    if (engine &&
        (engine->type() == QPaintEngine::Pdf || engine->type() == QPaintEngine::Picture)) {
        if (printer->docName().isEmpty())
            printer->setDocName(lessons::plainTextWithMath(page->lesson().title));
        printer->setCreator(QStringLiteral("Attention Lab"));
        standIn.emplace(printer);
    }
    page->ensureBuilt();
    page->settleLayout();
    auto paperOnly = std::make_unique<PaperLook>(page);
    page->settleLayout();
    const auto showLiveWidgets = qScopeGuard([&] {
        paperOnly.reset();
        page->settleLayout();
    });
    const PaperLayout layout = paperLayout(page, device);
    QWidget* content = page->textColumn();
    QPainter painter;
    if (!painter.begin(standIn ? static_cast<QPaintDevice*>(&*standIn) : device))
        return 0;
    for (const PaperRows& sheet : layout.pages) {
        if (&sheet != &layout.pages.first())
            device->newPage();
        painter.save();
        painter.scale(layout.scale, layout.scale);
        const QRect rect(0, sheet.top, layout.width, sheet.bottom - sheet.top);
        content->setProperty(kPaperPageProperty, rect);
        content->render(&painter, QPoint(0, 0), QRegion(rect), QWidget::DrawChildren);
        content->setProperty(kPaperPageProperty, QVariant());
        painter.restore();
    }
    return int(layout.pages.size());
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
