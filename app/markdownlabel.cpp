// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/richtext.h"

#include "app/lessondocument.h"
#include "app/math/mathtext.h"
#include "lessons/buttonroles.h"
#include "lessons/math.h"

#include <QEvent>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QTextBlock>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace app {

MarkdownLabel::MarkdownLabel(const QString& markdown, QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::MarkdownText);
    setWordWrap(true);
    setOpenExternalLinks(false); // links go through the lesson link policy
    connect(this, &QLabel::linkActivated, this,
            [this](const QString& link) { activateLessonLink(this, QUrl(link)); });
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::NoFocus); // the text itself is read by the screen reader via the name
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    setMarkdown(markdown);
    connect(this, &QLabel::linkHovered, this, [this](const QString& link) { hoveredLink_ = link; });
}

void MarkdownLabel::mouseReleaseEvent(QMouseEvent* event) {
    QLabel::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && hoveredLink_.isEmpty())
        emit clicked();
}

void MarkdownLabel::setMarkdown(const QString& lessonMarkdown) {
    // `{{run}}` -> **Run** in the interface language (docs/lesson-format.md, "Button names").
    const QString markdown = lessons::markdownWithButtonLabels(lessonMarkdown);
    if (!lessons::mathPlaceholders(markdown).isEmpty()) {
        if (!mathView_) {
            mathView_ = new MarkdownView(this);
            auto* layout = new QVBoxLayout(this);
            layout->setContentsMargins(0, 0, 0, 0);
            // At the top: centred in a label that a layout pass had left taller (its text wrapped
            // at an earlier width), the view's offset became the first line's baseline drop, the
            // button column beside it dropped as far, and the row kept that height until some later
            // pass.
            layout->addWidget(mathView_, 0, Qt::AlignTop);
            mathView_->viewport()->installEventFilter(this);
            mathView_->installEventFilter(this);
        }
        mathView_->setLessonMarkdown(markdown);
        mathView_->document()->setDefaultTextOption(QTextOption(alignment()));
        mathView_->show();
        setTextFormat(Qt::PlainText);
        setText(QString());
        // Screen readers hear the math spoken ("d sub k"), not its Unicode look.
        setAccessibleName(math::spokenText(mathView_->document()).simplified());
        mathView_->setAccessibleName(accessibleName());
        updateGeometry();
        emit firstLineMayHaveMoved();
        return;
    }
    if (mathView_) {
        // Gone, with its layout, not hidden: a label that had shown math (a hint with $q$ and
        // $k$) and then got plain text (the right answer's feedback) kept the height of the math
        // and showed its text centred between two blank bands of 35 px (student pass sp13 B4).
        QWidget* view = std::exchange(mathView_, nullptr);
        delete layout();
        view->hide();
        view->deleteLater(); // it may be handling the event that brought the new text
        updateGeometry();
        emit firstLineMayHaveMoved();
    }
    // Most labels (options, prompts) are plain sentences; a plain-text label lays out far faster
    // than a Markdown document, which matters at startup with dozens of them on a page.
    static const QRegularExpression markup(
        QStringLiteral("[*_`\\[\\]<>&#|\\\\~]|^\\s*[-+]\\s|^\\s*\\d+[.)]\\s"),
        QRegularExpression::MultilineOption);
    const bool plain = !markdown.contains(markup) && !markdown.contains(QLatin1Char('\n'));
    // Rich text goes in as HTML made by a LessonDocument: QLabel's own document would load images.
    setTextFormat(plain ? Qt::PlainText : Qt::RichText);
    setText(plain ? markdown : lessonRichText(markdown));
    setAccessibleName(plain ? markdown.simplified() : markdownToPlainText(markdown));
}

QSize MarkdownLabel::sizeHint() const {
    if (mathView_ && !mathView_->isHidden()) {
        int width = mathView_->sizeHint().width(); // a scroll area's hint, not the text's
        // A label kept on one line (its view not wrapping) is as wide as its text: at the
        // scroll area's width "Largest weight at d_k = 4:" stood 60 px before its field (sp35).
        if (mathView_->lineWrapMode() == QTextEdit::NoWrap)
            width =
                int(std::ceil(mathView_->document()->idealWidth())) + 2 * mathView_->frameWidth();
        return {width, mathView_->height()};
    }
    return QLabel::sizeHint();
}

QSize MarkdownLabel::minimumSizeHint() const {
    if (mathView_ && !mathView_->isHidden())
        return {100, mathView_->height()};
    return QLabel::minimumSizeHint();
}

bool MarkdownLabel::hasHeightForWidth() const {
    // With math, the view fits its own height to the width it gets; the label follows it.
    return (!mathView_ || mathView_->isHidden()) && QLabel::hasHeightForWidth();
}

int MarkdownLabel::heightForWidth(int width) const {
    if (mathView_ && !mathView_->isHidden())
        return mathView_->height();
    constexpr qsizetype kWidthsKept = 4;
    HeightMemo& memo = heightMemo_;
    if (memo.text != text() || memo.font != font() || memo.contents != contentsMargins() ||
        memo.margin != margin() || memo.indent != indent() || memo.format != textFormat() ||
        memo.wordWrap != wordWrap()) {
        memo = {text(),   font(),       contentsMargins(), margin(),
                indent(), textFormat(), wordWrap(),        {}};
    }
    for (const auto& [knownWidth, height] : std::as_const(memo.heights)) {
        if (knownWidth == width)
            return height;
    }
    const int height = QLabel::heightForWidth(width);
    if (memo.heights.size() == kWidthsKept)
        memo.heights.removeFirst();
    memo.heights.append({width, height});
    return height;
}

QFont boldFont() {
    QFont bold;
    bold.setBold(true);
    return bold;
}

namespace {
// Watches the parent: a label whose own size is set hears nothing when its parent's font
// changes, since its own resolved font stays the same.
class ScaledBold : public QObject {
public:
    ScaledBold(QWidget* label, double scale) : QObject(label), label_(label), scale_(scale) {
        label->parentWidget()->installEventFilter(this);
        apply();
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FontChange && watched == label_->parentWidget())
            apply();
        return false;
    }

private:
    void apply() {
        QFont font = label_->parentWidget()->font();
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * scale_);
        else
            font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * scale_))));
        font.setBold(true);
        label_->setFont(font);
    }
    QWidget* label_;
    double scale_;
};
} // namespace

void keepScaledBold(QWidget* label, double scale) {
    new ScaledBold(label, scale);
}

QVBoxLayout* besideFirstLine(QWidget* box, MarkdownLabel* label) {
    auto* cell = new QVBoxLayout;
    cell->setContentsMargins(0, 0, 0, 0);
    cell->addWidget(box);
    cell->addStretch(1);
    const auto align = [cell, label] {
        const int drop = label->firstBaselineDrop();
        if (cell->contentsMargins().top() != drop)
            cell->setContentsMargins(0, drop, 0, 0);
    };
    // Queued: the label's text is laid out at its new width only after its resize is handled.
    QObject::connect(label, &MarkdownLabel::firstLineMayHaveMoved, box, align,
                     Qt::QueuedConnection);
    align();
    return cell;
}

void MarkdownLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    if (mathView_ && !mathView_->isHidden())
        emit firstLineMayHaveMoved();
    if (mathView_ && mathView_->document()->defaultTextOption().alignment() != alignment())
        mathView_->document()->setDefaultTextOption(QTextOption(alignment()));
}

bool MarkdownLabel::eventFilter(QObject* watched, QEvent* event) {
    if (mathView_ && watched == mathView_ && event->type() == QEvent::Resize)
        updateGeometry();
    if (mathView_ && watched == mathView_->viewport() &&
        event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && mathView_->anchorAt(mouse->pos()).isEmpty() &&
            !mathView_->textCursor().hasSelection())
            emit clicked();
    }
    return QLabel::eventFilter(watched, event);
}

} // namespace app
