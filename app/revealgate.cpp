// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/revealgate.h"

#include "app/lessonprint.h"
#include "app/measureditem.h"

#include <QCoreApplication>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace app {

RevealGate::RevealGate(QWidget* target, QWidget* parent, const QString& waitText,
                       const QString& showNow, const QString& need)
    : QWidget(parent), target_(target), waitText_(waitText), need_(need) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    placeholder_ = new QFrame(this);
    placeholder_->setFrameShape(QFrame::StyledPanel);
    auto* placeholderLayout = new QVBoxLayout(placeholder_);
    placeholderLayout->setContentsMargins(12, 12, 12, 12);
    text_ = new QLabel(waitText, placeholder_);
    text_->setWordWrap(true);
    text_->setAlignment(Qt::AlignCenter);
    placeholderLayout->addWidget(text_);
    placeholder_->setAccessibleName(waitText);
    if (!showNow.isEmpty()) {
        showNow_ = new QPushButton(showNow, placeholder_);
        showNow_->setAutoDefault(true);
        placeholderLayout->addWidget(showNow_, 0, Qt::AlignCenter);
        QObject::connect(showNow_, &QPushButton::clicked, this, [this] { setOpen(true); });
    }
    // The band is part of the reading flow: it keeps to the text's measure, not the column
    // (at 1440 px it ran 860 px wide beside 460 px of text, issue 19).
    keepToMeasure(placeholder_);
    insertIntoColumn(layout, -1, placeholder_);
    if (target) {
        target->setParent(this);
        insertIntoColumn(layout, -1, target);
    }
    setOpen(false);
}

void RevealGate::adopt(QWidget* follower) {
    follower->setParent(this);
    insertIntoColumn(static_cast<QBoxLayout*>(layout()), -1, follower);
    followers_.append(follower);
    follower->setVisible(isOpen());
}

void RevealGate::joinBelow(RevealGate* below) {
    below_ = below;
    below->above_ = this;
    refresh();
    below->refresh();
}

void RevealGate::speakFor(RevealGate* outer, const QString& jointText, const QString& elsewhereText,
                          std::function<bool()> stepWaits) {
    outer_ = outer;
    outer->inner_ = this;
    outer->elsewhereText_ = elsewhereText;
    outer->stepWaits_ = std::move(stepWaits);
    jointText_ = jointText;
    refresh();
    outer->refresh();
}

bool RevealGate::showsInItsStep() const {
    return !isOpen() && isVisibleTo(window());
}

void RevealGate::setOpen(bool open) {
    open_ = open;
    if (target_)
        target_->setVisible(open);
    for (QWidget* follower : std::as_const(followers_))
        follower->setVisible(open);
    refresh();
    for (RevealGate* other : {above_, below_, outer_, inner_}) {
        if (other)
            other->refresh();
    }
}

void RevealGate::refresh() {
    // A closed gate right above speaks for this one too, and so does a closed one at the end of
    // the walkthrough step shown right above (speakFor).
    // The walkthrough above shows another step than the inner gate's.
    const bool otherStep = inner_ && !inner_->isOpen() && !inner_->isVisibleTo(window());
    const bool spokenFor = (above_ && !above_->isOpen() && !above_->need_.isEmpty()) ||
                           (inner_ && inner_->showsInItsStep()) ||
                           (otherStep && stepWaits_ && stepWaits_());
    placeholder_->setVisible(!isOpen() && !spokenFor);
    // Its words for another step only while it shows: hidden, it keeps the plain wait text as its
    // name (what paper and the accessibility tree say of the part that waits).
    QString text =
        otherStep && !spokenFor && !elsewhereText_.isEmpty() ? elsewhereText_ : waitText_;
    if (!isOpen() && outer_ && !outer_->isOpen() && !outer_->isHidden())
        text = jointText_;
    if (!isOpen() && below_ && !below_->isOpen() && !need_.isEmpty() && !below_->need_.isEmpty()) {
        text = need_ == below_->need_
                   ? QCoreApplication::translate("app::LessonPage",
                                                 "Answer %1 first; the two parts of the lesson "
                                                 "below appear once you have.")
                         .arg(need_)
                   : QCoreApplication::translate(
                         "app::LessonPage",
                         "Two parts of the lesson wait here: the first appears once you have "
                         "answered %1, the second once you have answered %2.")
                         .arg(need_, below_->need_);
    }
    text_->setText(text);
    placeholder_->setAccessibleName(text);
    // Paper shows what is open and says in a line what waits (its button is off paper).
    sayOnPaper(placeholder_,
               QCoreApplication::translate("app::LessonPage", "Not printed yet: %1").arg(text));
    // In the accessibility tree a closed gate says what it waits for, an open one is named
    // by what it holds (it was a nameless group).
    setAccessibleName(isOpen() ? (target_ ? target_->accessibleName() : QString()) : text);
}

} // namespace app
