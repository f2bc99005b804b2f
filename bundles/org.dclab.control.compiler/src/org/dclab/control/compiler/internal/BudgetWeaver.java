package org.dclab.control.compiler.internal;

import java.util.ArrayList;
import java.util.List;

import org.dclab.control.compiler.budget.CallbackBudget;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * Weaves a call of {@link CallbackBudget#check()} into a class: at the start of every method (deep recursion, a loop
 * spread over calls), before every jump back (every loop, whatever its source form) and at the start of every exception
 * handler (a loop that catches the overrun and goes on). The check neither takes nor leaves anything on the operand
 * stack, so the class's stack map frames stay valid and only the maximum stack is computed again.
 */
public final class BudgetWeaver {

    private static final String OWNER = Type.getInternalName(CallbackBudget.class);

    private BudgetWeaver() {
    }

    /** The class file {@code classBytes} with its budget checks. */
    public static byte[] weave(byte[] classBytes) {
        ClassNode node = new ClassNode();
        new ClassReader(classBytes).accept(node, 0);
        for (MethodNode method : node.methods) {
            if (method.instructions.size() > 0) {
                weave(method);
            }
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        node.accept(writer);
        return writer.toByteArray();
    }

    private static void weave(MethodNode method) {
        List<AbstractInsnNode> backwardJumps = new ArrayList<>();
        for (AbstractInsnNode insn : method.instructions) {
            if (jumpsBack(method, insn)) {
                backwardJumps.add(insn);
            }
        }
        List<AbstractInsnNode> handlerStarts = new ArrayList<>();
        for (TryCatchBlockNode block : method.tryCatchBlocks) {
            handlerStarts.add(firstInstructionAt(block.handler));
        }
        for (AbstractInsnNode jump : backwardJumps) {
            method.instructions.insertBefore(jump, check());
        }
        for (AbstractInsnNode start : handlerStarts) {
            method.instructions.insertBefore(start, check());
        }
        method.instructions.insert(check());
    }

    private static boolean jumpsBack(MethodNode method, AbstractInsnNode insn) {
        int at = method.instructions.indexOf(insn);
        if (insn instanceof JumpInsnNode jump) {
            return method.instructions.indexOf(jump.label) <= at;
        }
        List<LabelNode> targets = new ArrayList<>();
        if (insn instanceof TableSwitchInsnNode table) {
            targets.add(table.dflt);
            targets.addAll(table.labels);
        } else if (insn instanceof LookupSwitchInsnNode lookup) {
            targets.add(lookup.dflt);
            targets.addAll(lookup.labels);
        }
        return targets.stream().anyMatch(label -> method.instructions.indexOf(label) <= at);
    }

    /** The handler's first real instruction: after its label, line number and stack map frame. */
    private static AbstractInsnNode firstInstructionAt(LabelNode handler) {
        AbstractInsnNode insn = handler;
        while (insn.getOpcode() < 0) {
            insn = insn.getNext();
        }
        return insn;
    }

    private static MethodInsnNode check() {
        return new MethodInsnNode(Opcodes.INVOKESTATIC, OWNER, "check", "()V", false);
    }
}
